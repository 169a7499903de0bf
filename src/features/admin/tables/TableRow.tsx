// One table: its code (the URL a diner scans), name, service type, its open tab (issue [17/21]),
// and Edit and Delete.
import { useId } from 'react';
import type { AdminOpenTab } from '../../../api/admin-tabs';
import type { AdminTable } from '../../../api/admin-tables';
import type { Company } from '../../../domain/types';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useAdminI18n } from '../admin-i18n';
import { OpenTabSummary } from './OpenTabSummary';
import { QrPreview } from './QrPreview';
import { tableUrl } from './tables-state';

/** A notice under the row: an admin.tables key and the table's name when it was given. */
export interface RowNotice {
  key: string;
  name: string;
}

export function TableRow({
  table,
  origin,
  busy,
  notice,
  tab,
  company,
  onEdit,
  onDelete,
}: {
  table: AdminTable;
  origin: string;
  busy: boolean;
  notice: RowNotice | null;
  /** The table's open tab, null for none, undefined to show nothing (see open-tabs.ts rowTab). */
  tab: AdminOpenTab | null | undefined;
  company: Company;
  onEdit: (table: AdminTable) => void;
  onDelete: (table: AdminTable) => void;
}) {
  const { t } = useAdminI18n();
  const nameId = useId();
  const url = tableUrl(origin, table.id);
  const label = { name: table.name };
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <li
      className="a-tables__row"
      aria-labelledby={nameId}
      aria-busy={busy}
      data-table-id={table.id}
    >
      <QrPreview url={url} label={t('admin.tables.row.qr', label)} />
      <div className="a-tables__main">
        <h4 id={nameId} className="a-tables__name">
          {table.name}
        </h4>
        <p className="a-tables__meta">
          <span className="a-tag">{t(`admin.tables.service.${table.service_type}`)}</span>
        </p>
        <a
          className="a-tables__link"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('admin.tables.row.open', label)}
        >
          {url}
        </a>
        {tab === undefined ? null : <OpenTabSummary tab={tab} company={company} />}
        {notice ? (
          <p className="a-notice a-tables__notice">{t(notice.key, { name: notice.name })}</p>
        ) : null}
      </div>
      <div className="a-tables__actions">
        <Button
          variant="secondary"
          onClick={guard(() => onEdit(table))}
          aria-disabled={busy}
          aria-label={t('admin.tables.row.edit', label)}
        >
          {t('admin.tables.row.editShort')}
        </Button>
        <Button
          variant="text"
          onClick={guard(() => onDelete(table))}
          aria-disabled={busy}
          aria-label={t('admin.tables.row.delete', label)}
          icon={<Icon name="trash" size={18} />}
        >
          {t('admin.tables.row.deleteShort')}
        </Button>
      </div>
    </li>
  );
}
