// The landing's link buttons in display order (at most 12): each can be edited, moved, hidden or
// removed, and a new one starts as a shown link.
import type { LandingContentEntry } from '../../../../../domain/brand-schemas';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';
import { moveContent } from '../landing-draft';
import { ContentRow } from './ContentRow';
import type { LandingGroupProps } from './group-props';

export function LinksFields({ draft, errors, onChange }: LandingGroupProps) {
  const { t } = useAdminI18n();
  const setContents = (contents: LandingContentEntry[]) => onChange({ ...draft, contents });
  return (
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
  );
}
