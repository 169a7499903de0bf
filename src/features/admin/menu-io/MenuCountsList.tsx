// How many categories, products, variants and modifier groups a menu holds, as a labelled list:
// the file being imported, the menu it would replace, and the menu an undo puts back.
import type { MenuCounts } from '../../../api/admin-menu-io';
import { useAdminI18n } from '../admin-i18n';

export function MenuCountsList({ counts, label }: { counts: MenuCounts; label: string }) {
  const { t } = useAdminI18n();
  const rows: [string, number][] = [
    ['admin.io.counts.categories', counts.categories],
    ['admin.io.counts.products', counts.products],
    ['admin.io.counts.variants', counts.variants],
    ['admin.io.counts.groups', counts.modifier_groups],
  ];
  return (
    <dl className="a-io__counts" aria-label={label}>
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
