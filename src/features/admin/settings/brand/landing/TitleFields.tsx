// The landing's title and text: the title and summary the landing shows, and the font and colour
// of the title and of the rest of the text (with the low-contrast warning of each colour).
import { FONT_NAMES } from '../../../../../domain/brand-schemas';
import { useAdminI18n } from '../../../admin-i18n';
import { ColorField, SelectField, TextField } from '../fields';
import type { LandingGroupProps } from './group-props';

const fontLabel = (font: string) =>
  font
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export function TitleFields({ draft, errors, setLayout, warningFor }: LandingGroupProps) {
  const { t } = useAdminI18n();
  const layout = draft.layout;
  const fonts = FONT_NAMES.map((f) => ({ value: f, label: fontLabel(f) }));
  return (
    <fieldset className="ab-group">
      <legend>{t('admin.brand.landing.titleGroup')}</legend>
      <TextField
        label={t('admin.brand.landing.titleName')}
        value={layout.title.name}
        maxLength={60}
        error={errors['layout.title.name']}
        onChange={(name) => setLayout({ title: { ...layout.title, name } })}
      />
      <TextField
        label={t('admin.brand.landing.summary')}
        value={layout.title.summary}
        multiline
        maxLength={200}
        error={errors['layout.title.summary']}
        onChange={(summary) => setLayout({ title: { ...layout.title, summary } })}
      />
      <SelectField
        label={t('admin.brand.landing.titleFont')}
        value={layout.title.font}
        options={fonts}
        error={errors['layout.title.font']}
        onChange={(font) => setLayout({ title: { ...layout.title, font } })}
      />
      <ColorField
        label={t('admin.brand.landing.titleColour')}
        value={layout.title.text_color}
        error={errors['layout.title.text_color']}
        warning={warningFor('title')}
        onChange={(text_color) => setLayout({ title: { ...layout.title, text_color } })}
      />
      <SelectField
        label={t('admin.brand.landing.contentFont')}
        value={layout.content.font}
        options={fonts}
        error={errors['layout.content.font']}
        onChange={(font) => setLayout({ content: { ...layout.content, font } })}
      />
      <ColorField
        label={t('admin.brand.landing.contentColour')}
        value={layout.content.text_color}
        error={errors['layout.content.text_color']}
        warning={warningFor('content')}
        onChange={(text_color) => setLayout({ content: { ...layout.content, text_color } })}
      />
    </fieldset>
  );
}
