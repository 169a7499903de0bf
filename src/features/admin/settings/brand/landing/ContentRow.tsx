// One link button of the landing: its name, its kind (this menu, WhatsApp, a wifi network or a
// link) and the value that kind needs (a wifi network is typed as its name and password), whether
// it shows, and the buttons that move or remove it.
import { LANDING_CONTENT_TYPES } from '../../../../../domain/brand-schemas';
import type { LandingContentEntry, LandingContentKind } from '../../../../../domain/brand-schemas';
import { WIFI_SEPARATOR } from '../../../../../domain/constants';
import { parseWifi } from '../../../../../domain/formatting';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';
import { CheckField, SelectField, TextField } from '../fields';

export function ContentRow({
  entry,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  entry: LandingContentEntry;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (next: LandingContentEntry) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const { t } = useAdminI18n();
  const name = entry.name.trim() || t('admin.brand.landing.untitled');
  const at = `contents.${index}`;
  const wifi = entry.type === 'wifi_network' ? parseWifi(entry.value) : null;
  return (
    <li className="ab-row">
      <div className="ab-row__fields">
        <TextField
          label={t('admin.brand.landing.linkName')}
          value={entry.name}
          maxLength={40}
          error={errors[`${at}.name`]}
          onChange={(value) => onChange({ ...entry, name: value })}
        />
        <SelectField<LandingContentKind>
          label={t('admin.brand.landing.linkType')}
          value={entry.type}
          options={LANDING_CONTENT_TYPES.map((type) => ({
            value: type,
            label: t(`admin.brand.landing.linkTypes.${type}`),
          }))}
          error={errors[`${at}.type`]}
          onChange={(type) =>
            onChange({ ...entry, type, value: type === 'menu_webapp_url' ? '/' : '' })
          }
        />
        {wifi ? (
          <>
            <TextField
              label={t('admin.brand.landing.wifiNetwork')}
              value={wifi.network}
              maxLength={32}
              error={errors[`${at}.value`]}
              onChange={(network) =>
                onChange({ ...entry, value: `${network}${WIFI_SEPARATOR}${wifi.password}` })
              }
            />
            <TextField
              label={t('admin.brand.landing.wifiPassword')}
              value={wifi.password}
              maxLength={63}
              onChange={(password) =>
                onChange({ ...entry, value: `${wifi.network}${WIFI_SEPARATOR}${password}` })
              }
            />
          </>
        ) : (
          <TextField
            label={t(`admin.brand.landing.linkValue.${entry.type}`)}
            value={entry.value}
            dir="ltr"
            type={entry.type === 'whatsapp_number' ? 'tel' : 'text'}
            error={errors[`${at}.value`]}
            onChange={(value) => onChange({ ...entry, value })}
          />
        )}
        <CheckField
          label={t('admin.brand.landing.linkShown')}
          checked={entry.status}
          onChange={(status) => onChange({ ...entry, status })}
        />
      </div>
      <div className="ab-row__actions">
        <Button
          variant="text"
          disabled={index === 0}
          aria-label={t('admin.brand.common.moveUp', { name })}
          onClick={() => onMove('up')}
        >
          ↑
        </Button>
        <Button
          variant="text"
          disabled={index === count - 1}
          aria-label={t('admin.brand.common.moveDown', { name })}
          onClick={() => onMove('down')}
        >
          ↓
        </Button>
        <Button
          variant="text"
          aria-label={t('admin.brand.common.removeNamed', { name })}
          onClick={onRemove}
        >
          {t('admin.brand.common.remove')}
        </Button>
      </div>
    </li>
  );
}
