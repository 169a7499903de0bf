// The landing tab (issue [11/13]): the landing's title, text, background and buttons, its links
// and the social profiles, with a live preview of the draft and a warning (never a refusal) when
// a text and its background contrast below 4.5:1. Each group of fields lives in landing/.
import { useCallback, useEffect, useRef } from 'react';
import { getLanding, saveLanding } from '../../../../api/admin-brand-settings';
import { LandingValue } from '../../../../domain/brand-schemas';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { BackgroundFields } from './landing/BackgroundFields';
import { ButtonsFields } from './landing/ButtonsFields';
import type { LandingGroupProps, Layout } from './landing/group-props';
import { LinksFields } from './landing/LinksFields';
import { SocialFields } from './landing/SocialFields';
import { TitleFields } from './landing/TitleFields';
import { contrastWarnings } from './landing-draft';
import { LandingPreview } from './LandingPreview';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

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

function LandingFields(
  props: Pick<LandingGroupProps, 'draft' | 'errors' | 'onChange' | 'onUnauthorized'>,
) {
  const { draft, onChange } = props;
  const { t } = useAdminI18n();
  const layout = draft.layout;
  // An upload ends later: its address goes into the draft as it is then, not as it was.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
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
  const group: LandingGroupProps = { ...props, setLayout, warningFor, latest };

  return (
    <>
      <TitleFields {...group} />
      <BackgroundFields {...group} />
      <ButtonsFields {...group} />
      <LinksFields {...group} />
      <SocialFields {...group} />
    </>
  );
}
