// The landing's social profiles: one https:// address per network, each optional.
import { SOCIAL_NETWORKS } from '../../../../../domain/brand-schemas';
import { useAdminI18n } from '../../../admin-i18n';
import { TextField } from '../fields';
import type { LandingGroupProps } from './group-props';

export function SocialFields({ draft, errors, onChange }: LandingGroupProps) {
  const { t } = useAdminI18n();
  return (
    <fieldset className="ab-group">
      <legend>{t('admin.brand.landing.social')}</legend>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          type="url"
          dir="ltr"
          label={t(`admin.brand.landing.networks.${network}`)}
          value={draft.social[network] ?? ''}
          error={errors[`social.${network}`]}
          onChange={(url) =>
            onChange({ ...draft, social: { ...draft.social, [network]: url || null } })
          }
        />
      ))}
      <p className="a-muted">{t('admin.brand.landing.socialHint')}</p>
    </fieldset>
  );
}
