// The landing tab (issue [11/13]): the landing's title, text, background and buttons, its links
// and the social profiles, with a live preview of the draft and a warning (never a refusal) when
// a text and its background contrast below 4.5:1.
import { useCallback, useEffect, useRef } from 'react';
import { getLanding, saveLanding } from '../../../../api/admin-brand-settings';
import {
  BACKGROUND_TYPES,
  BUTTON_FORMS,
  FONT_NAMES,
  LANDING_CONTENT_TYPES,
  LandingValue,
  SOCIAL_NETWORKS,
} from '../../../../domain/brand-schemas';
import type { LandingContentEntry, LandingContentKind } from '../../../../domain/brand-schemas';
import { WIFI_SEPARATOR } from '../../../../domain/constants';
import { parseWifi } from '../../../../domain/formatting';
import { Button } from '../../../../ui/Button';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { CheckField, ColorField, SelectField, TextField } from './fields';
import { ImagePathField } from './ImagePathField';
import { contrastWarnings, moveContent } from './landing-draft';
import { LandingPreview } from './LandingPreview';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

type Value = LandingValue;
type Layout = Value['layout'];

const fontLabel = (font: string) =>
  font
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export function LandingTab({ company, onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const section = useSection({
    load: getLanding,
    save: saveLanding,
    schema: LandingValue,
    onUnauthorized,
  });
  const { edit, errors } = section;

  return (
    <SectionFrame
      section={section}
      title={t('admin.brand.landing.title')}
      intro={<p className="a-muted">{t('admin.brand.landing.intro')}</p>}
      aside={(draft) => <LandingPreview value={draft} companyName={company.name} />}
    >
      {(draft) => (
        <LandingFields
          draft={draft}
          errors={errors}
          onChange={edit}
          onUnauthorized={onUnauthorized}
        />
      )}
    </SectionFrame>
  );
}

function LandingFields({
  draft,
  errors,
  onChange,
  onUnauthorized,
}: {
  draft: Value;
  errors: Record<string, string>;
  onChange: (next: Value) => void;
  onUnauthorized: () => void;
}) {
  const { t } = useAdminI18n();
  const layout = draft.layout;
  // An upload ends later: its address goes into the draft as it is then, not as it was.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  const withImage = (field: 'desktop_url' | 'mobile_url', url: string | null) => (d: Value) => ({
    ...d,
    layout: {
      ...d.layout,
      body: {
        ...d.layout.body,
        background_image: { ...d.layout.body.background_image, [field]: url },
      },
    },
  });
  const setLayout = useCallback(
    (next: Partial<Layout>) => onChange({ ...draft, layout: { ...draft.layout, ...next } }),
    [draft, onChange],
  );
  const warnings = contrastWarnings(layout);
  const warningFor = (id: 'title' | 'content' | 'buttons') => {
    const found = warnings.find((w) => w.id === id);
    return found ? t('admin.brand.landing.lowContrast', { ratio: found.ratio.toFixed(2) }) : null;
  };
  const fonts = FONT_NAMES.map((f) => ({ value: f, label: fontLabel(f) }));
  const setContents = (contents: LandingContentEntry[]) => onChange({ ...draft, contents });

  return (
    <>
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
            onChange={(background_color) =>
              setLayout({ body: { ...layout.body, background_color } })
            }
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

      <fieldset className="ab-group">
        <legend>{t('admin.brand.landing.links')}</legend>
        {draft.contents.length === 0 ? (
          <p className="a-muted">{t('admin.brand.landing.noLinks')}</p>
        ) : (
          <ol className="ab-list">
            {draft.contents.map((entry, index) => (
              <ContentRow
                key={entry.id ?? `new-${index}`}
                entry={entry}
                index={index}
                count={draft.contents.length}
                errors={errors}
                onChange={(next) =>
                  setContents(draft.contents.map((c, i) => (i === index ? next : c)))
                }
                onMove={(direction) => setContents(moveContent(draft.contents, index, direction))}
                onRemove={() => setContents(draft.contents.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        )}
        {draft.contents.length < 12 ? (
          <Button
            variant="secondary"
            onClick={() =>
              setContents([
                ...draft.contents,
                { id: null, name: '', status: true, type: 'link', value: '' },
              ])
            }
          >
            {t('admin.brand.landing.addLink')}
          </Button>
        ) : null}
      </fieldset>

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
    </>
  );
}

function ContentRow({
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
