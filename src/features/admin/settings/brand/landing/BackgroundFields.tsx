// The landing's background: a flat colour, a gradient of two colours, or images for desktop and
// mobile (typed as addresses on this site or uploaded).
import { BACKGROUND_TYPES } from '../../../../../domain/brand-schemas';
import type { LandingValue } from '../../../../../domain/brand-schemas';
import { useAdminI18n } from '../../../admin-i18n';
import { ColorField, SelectField } from '../fields';
import { ImagePathField } from '../ImagePathField';
import type { LandingGroupProps } from './group-props';

const withImage =
  (field: 'desktop_url' | 'mobile_url', url: string | null) => (d: LandingValue) => ({
    ...d,
    layout: {
      ...d.layout,
      body: {
        ...d.layout.body,
        background_image: { ...d.layout.body.background_image, [field]: url },
      },
    },
  });

export function BackgroundFields(props: LandingGroupProps) {
  const { draft, errors, onChange, setLayout, latest, onUnauthorized } = props;
  const { t } = useAdminI18n();
  const layout = draft.layout;
  return (
    <fieldset className="ab-group">
      <legend>{t('admin.brand.landing.background')}</legend>
      <SelectField
        label={t('admin.brand.landing.backgroundType')}
        value={layout.body.background_type}
        options={BACKGROUND_TYPES.map((type) => ({
          value: type,
          label: t(`admin.brand.landing.backgroundTypes.${type}`),
        }))}
        onChange={(background_type) => setLayout({ body: { ...layout.body, background_type } })}
      />
      {layout.body.background_type === 'flat_color' ? (
        <ColorField
          label={t('admin.brand.landing.backgroundColour')}
          value={layout.body.background_color}
          error={errors['layout.body.background_color']}
          onChange={(background_color) => setLayout({ body: { ...layout.body, background_color } })}
        />
      ) : null}
      {layout.body.background_type === 'gradient' ? (
        <>
          <ColorField
            label={t('admin.brand.landing.gradientTop')}
            value={layout.body.degraded_color.degraded_1}
            error={errors['layout.body.degraded_color.degraded_1']}
            onChange={(degraded_1) =>
              setLayout({
                body: {
                  ...layout.body,
                  degraded_color: { ...layout.body.degraded_color, degraded_1 },
                },
              })
            }
          />
          <ColorField
            label={t('admin.brand.landing.gradientBottom')}
            value={layout.body.degraded_color.degraded_2}
            error={errors['layout.body.degraded_color.degraded_2']}
            onChange={(degraded_2) =>
              setLayout({
                body: {
                  ...layout.body,
                  degraded_color: { ...layout.body.degraded_color, degraded_2 },
                },
              })
            }
          />
        </>
      ) : null}
      {layout.body.background_type === 'image' ? (
        <>
          <ImagePathField
            kind="background"
            label={t('admin.brand.landing.imageDesktop')}
            value={layout.body.background_image.desktop_url ?? ''}
            hint={t('admin.brand.landing.imageHint')}
            error={errors['layout.body.background_image.desktop_url']}
            onChange={(url) => onChange(withImage('desktop_url', url || null)(draft))}
            onUploaded={(url) => onChange(withImage('desktop_url', url)(latest.current))}
            onUnauthorized={onUnauthorized}
          />
          <ImagePathField
            kind="background"
            label={t('admin.brand.landing.imageMobile')}
            value={layout.body.background_image.mobile_url ?? ''}
            error={errors['layout.body.background_image.mobile_url']}
            onChange={(url) => onChange(withImage('mobile_url', url || null)(draft))}
            onUploaded={(url) => onChange(withImage('mobile_url', url)(latest.current))}
            onUnauthorized={onUnauthorized}
          />
        </>
      ) : null}
    </fieldset>
  );
}
