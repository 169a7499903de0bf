// The landing's buttons and icons: their colours (with the low-contrast warning of the text),
// their shape, and the landing's logo.
import { BUTTON_FORMS } from '../../../../../domain/brand-schemas';
import { useAdminI18n } from '../../../admin-i18n';
import { ColorField, SelectField } from '../fields';
import { ImagePathField } from '../ImagePathField';
import type { LandingGroupProps } from './group-props';

export function ButtonsFields(props: LandingGroupProps) {
  const { draft, errors, onChange, setLayout, warningFor, latest, onUnauthorized } = props;
  const { t } = useAdminI18n();
  const layout = draft.layout;
  return (
    <fieldset className="ab-group">
      <legend>{t('admin.brand.landing.buttonsGroup')}</legend>
      <ColorField
        label={t('admin.brand.landing.buttonColour')}
        value={layout.buttons_icons.button_color}
        error={errors['layout.buttons_icons.button_color']}
        onChange={(button_color) =>
          setLayout({ buttons_icons: { ...layout.buttons_icons, button_color } })
        }
      />
      <ColorField
        label={t('admin.brand.landing.buttonTextColour')}
        value={layout.buttons_icons.text_color}
        error={errors['layout.buttons_icons.text_color']}
        warning={warningFor('buttons')}
        onChange={(text_color) =>
          setLayout({ buttons_icons: { ...layout.buttons_icons, text_color } })
        }
      />
      <ColorField
        label={t('admin.brand.landing.iconColour')}
        value={layout.buttons_icons.form_color}
        error={errors['layout.buttons_icons.form_color']}
        onChange={(form_color) =>
          setLayout({ buttons_icons: { ...layout.buttons_icons, form_color } })
        }
      />
      <SelectField
        label={t('admin.brand.landing.buttonForm')}
        value={layout.buttons_icons.form}
        options={BUTTON_FORMS.map((form) => ({
          value: form,
          label: t(`admin.brand.landing.forms.${form}`),
        }))}
        onChange={(form) => setLayout({ buttons_icons: { ...layout.buttons_icons, form } })}
      />
      <ImagePathField
        kind="logo"
        label={t('admin.brand.landing.logo')}
        value={draft.logo_url ?? ''}
        hint={t('admin.brand.landing.imageHint')}
        error={errors.logo_url}
        onChange={(url) => onChange({ ...draft, logo_url: url || null })}
        onUploaded={(url) => onChange({ ...latest.current, logo_url: url })}
        onUnauthorized={onUnauthorized}
      />
    </fieldset>
  );
}
