// The window in which published coupons show on the menu (a settings section of its own, saved
// apart from the coupons). Its first load reuses what the coupons answer already carried.
import { useRef, useState } from 'react';
import { getCoupons, saveCouponWindow } from '../../../../../api/admin-brand-settings';
import type { CouponWindow, Versioned } from '../../../../../api/admin-brand-settings';
import { CouponWindowValue } from '../../../../../domain/brand-schemas';
import { useAdminI18n } from '../../../admin-i18n';
import { CheckField, TextField } from '../fields';
import { SectionFrame } from '../SectionFrame';
import { useSection } from '../useSection';

export function CouponWindowSection({
  initial,
  onUnauthorized,
}: {
  initial: Versioned<CouponWindow>;
  onUnauthorized: () => void;
}) {
  const { t } = useAdminI18n();
  // The coupons answer already carried the window: the first load uses it, later ones ask again.
  const initialRef = useRef<Versioned<CouponWindow> | null>(initial);
  const [load] = useState(() => async () => {
    const first = initialRef.current;
    initialRef.current = null;
    return first ?? (await getCoupons()).published;
  });
  const section = useSection({
    load,
    save: saveCouponWindow,
    schema: CouponWindowValue,
    onUnauthorized,
  });
  return (
    <SectionFrame
      section={section}
      title={t('admin.brand.coupons.windowTitle')}
      intro={<p className="a-muted">{t('admin.brand.coupons.windowIntro')}</p>}
    >
      {(draft) => (
        <>
          <CheckField
            label={t('admin.brand.coupons.windowActive')}
            checked={draft.active}
            onChange={(active) => section.edit({ ...draft, active })}
          />
          <TextField
            type="date"
            label={t('admin.brand.coupons.start')}
            value={draft.start_date ?? ''}
            error={section.errors.start_date}
            onChange={(v) => section.edit({ ...draft, start_date: v || null })}
          />
          <TextField
            type="date"
            label={t('admin.brand.coupons.end')}
            value={draft.end_date ?? ''}
            error={section.errors.end_date}
            onChange={(v) => section.edit({ ...draft, end_date: v || null })}
          />
        </>
      )}
    </SectionFrame>
  );
}
