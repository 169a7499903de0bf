// The product's own fields at the top of the editor: its name, description, category, and
// whether diners see it. Problems show under their fields.
import type { AdminCategory } from '../../../../api/admin';
import { useAdminI18n } from '../../admin-i18n';
import { FieldError, describedBy } from '../FieldError';
import type { ProductDraft } from '../product-draft';
import type { Problem } from '../problems';

export function DetailsFields({
  id,
  draft,
  problems,
  categories,
  change,
}: {
  /** The element id of a field of this form. */
  id: (field: string) => string;
  draft: ProductDraft;
  problems: Record<string, Problem>;
  categories: readonly AdminCategory[];
  change: (next: (d: ProductDraft) => ProductDraft) => void;
}) {
  const { t } = useAdminI18n();
  return (
    <>
      <div className="a-field">
        <label htmlFor={id('name')}>{t('admin.products.editor.name')}</label>
        <input
          id={id('name')}
          className="a-input"
          value={draft.name}
          onChange={(e) => change((d) => ({ ...d, name: e.target.value }))}
          autoComplete="off"
          data-field="name"
          {...describedBy(id('name-error'), problems.name)}
        />
        <FieldError id={id('name-error')} problem={problems.name} />
      </div>
      <div className="a-field">
        <label htmlFor={id('description')}>{t('admin.products.editor.description')}</label>
        <textarea
          id={id('description')}
          className="a-input a-textarea"
          value={draft.description}
          rows={3}
          onChange={(e) => change((d) => ({ ...d, description: e.target.value }))}
          data-field="description"
          {...describedBy(id('description-error'), problems.description)}
        />
        <FieldError id={id('description-error')} problem={problems.description} />
      </div>
      <div className="a-field">
        <label htmlFor={id('category')}>{t('admin.products.editor.category')}</label>
        <select
          id={id('category')}
          className="a-input"
          value={draft.category_id}
          onChange={(e) => change((d) => ({ ...d, category_id: e.target.value }))}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <label className="a-check">
        <input
          type="checkbox"
          checked={draft.visible}
          onChange={(e) => change((d) => ({ ...d, visible: e.target.checked }))}
        />
        <span>{t('admin.products.editor.visible')}</span>
      </label>
    </>
  );
}
