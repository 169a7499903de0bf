// Tables & QR: the company's tables by zone, each with the code a diner scans (the storefront's
// landing with qr-id), and the printable A4 sheets of codes (PDF or SVG, all or one zone). Add a
// table or a numbered run of them; edit one (name, zone, service type) in a dialog; rename a zone
// on all its tables at once; delete one after a confirmation. Every write sends the versions it
// was shown; when someone else changed them first (409 edit_conflict) the screen takes theirs and
// says so, and the owner makes the change again on top (docs/decisions.md "Editing the menu:
// versions and conflicts"). Results are announced in the shared snackbar. Each table-service
// table shows its open tab (issue [17/21]), read again every 30 s.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  createTable,
  createTables,
  deleteTable,
  getTables,
  renameZone,
  sheetUrl,
  updateTable,
} from '../../../api/admin-tables';
import type { AdminTable, NewTable, TableRange } from '../../../api/admin-tables';
import type { Company, ServiceType } from '../../../domain/types';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { showSnackbar } from '../../../ui/Snackbar';
import { Spinner } from '../../../ui/Spinner';
import { useAdminI18n } from '../admin-i18n';
import { BulkTablesForm } from './BulkTablesForm';
import { EditTableDialog } from './EditTableDialog';
import { NewTableForm } from './NewTableForm';
import { rowTab } from './open-tabs';
import type { FieldErrors } from './TableFields';
import { TableRow } from './TableRow';
import type { RowNotice } from './TableRow';
import { ZoneSection } from './ZoneSection';
import {
  groupByZone,
  readTable,
  readZoneTables,
  tablesFailure,
  withTables,
  withoutTable,
  zoneNames,
} from './tables-state';
import type { LabelProblem, TablesFailure, ZoneGroup } from './tables-state';
import { useOpenTabs } from './useOpenTabs';
import './tables.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; origin: string; serviceTypes: ServiceType[]; tables: AdminTable[] };

const EXISTS: LabelProblem = { key: 'admin.tables.errors.exists' };
const INVALID: LabelProblem = { key: 'admin.tables.errors.nameInvalid' };

export function TablesPage({
  company,
  onUnauthorized,
}: {
  company: Company;
  onUnauthorized: () => void;
}) {
  const { t } = useAdminI18n();
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [tableNotices, setTableNotices] = useState<Readonly<Record<string, RowNotice>>>({});
  const [zoneNotices, setZoneNotices] = useState<Readonly<Record<string, string>>>({});
  const [editing, setEditing] = useState<AdminTable | null>(null);
  const [deleting, setDeleting] = useState<AdminTable | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const newInput = useRef<HTMLInputElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  const fetchTables = useCallback((quiet: boolean) => {
    if (!quiet) setState({ kind: 'loading' });
    getTables().then(
      (answer) =>
        setState({
          kind: 'ready',
          origin: answer.origin,
          serviceTypes: answer.service_types,
          tables: answer.tables,
        }),
      (error: unknown) => {
        if (tablesFailure(error).kind === 'unauthorized') unauthorized.current();
        else if (!quiet) setState({ kind: 'error' });
      },
    );
  }, []);
  const load = useCallback(() => fetchTables(false), [fetchTables]);
  useEffect(load, [load]);
  const openTabs = useOpenTabs(onUnauthorized);
  const tabsByTable = openTabs.state.kind === 'ready' ? openTabs.state.byTable : null;

  const tables = state.kind === 'ready' ? state.tables : [];
  const zones = zoneNames(tables);
  const serviceTypes: ServiceType[] = state.kind === 'ready' ? state.serviceTypes : ['TABLE'];

  function update(change: (list: AdminTable[]) => AdminTable[]) {
    setState((s) => (s.kind === 'ready' ? { ...s, tables: change(s.tables) } : s));
  }
  function setPendingFor(id: string, on: boolean) {
    setPending((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  function setTableNotice(id: string, notice: RowNotice | null) {
    setTableNotices((now) => {
      const next = { ...now };
      if (notice) next[id] = notice;
      else delete next[id];
      return next;
    });
  }
  function setZoneNotice(zone: string, key: string | null) {
    setZoneNotices((now) => {
      const next = { ...now };
      if (key) next[zone] = key;
      else delete next[zone];
      return next;
    });
  }
  /** Focus a control of the section once it has rendered (a row or zone may have moved). */
  function focusLater(selector: string) {
    requestAnimationFrame(() => {
      const target = sectionRef.current?.querySelector<HTMLElement>(selector);
      (target ?? newInput.current)?.focus();
    });
  }

  const announce = (key: string, params: Record<string, string | number>) =>
    showSnackbar(t(key, params), 'success');
  const complain = (key: string, params: Record<string, string | number>) =>
    showSnackbar(t(key, params), 'error');

  /** The shared handling of a refused table write; returns the failure for the caller's own. */
  function handleFailure(row: AdminTable, failure: TablesFailure, failedKey: string): void {
    const params = { name: row.name };
    switch (failure.kind) {
      case 'unauthorized':
        unauthorized.current();
        break;
      case 'conflict': {
        const current = readTable(failure.current);
        if (current) update((list) => withTables(list, [current]));
        else fetchTables(true);
        setTableNotice(row.id, { key: 'admin.tables.conflict', name: row.name });
        complain('admin.tables.conflict', params);
        break;
      }
      case 'gone':
        update((list) => withoutTable(list, row.id));
        complain('admin.tables.gone', params);
        newInput.current?.focus();
        break;
      default:
        complain(failedKey, params);
    }
  }

  async function add(table: NewTable): Promise<FieldErrors | null> {
    try {
      const created = await createTable(table);
      update((list) => withTables(list, [created]));
      announce('admin.tables.done.added', { name: created.name });
      return null;
    } catch (error) {
      const failure = tablesFailure(error);
      if (failure.kind === 'unauthorized') unauthorized.current();
      if (failure.kind === 'exists') return { name: EXISTS };
      if (failure.kind === 'invalid') return { name: INVALID };
      return { name: { key: 'admin.tables.failed.add' } };
    }
  }

  async function addMany(range: TableRange): Promise<LabelProblem | null> {
    try {
      const created = await createTables(range);
      update((list) => withTables(list, created));
      announce('admin.tables.done.addedMany', { count: created.length });
      return null;
    } catch (error) {
      const failure = tablesFailure(error);
      if (failure.kind === 'unauthorized') unauthorized.current();
      if (failure.kind === 'exists') return { key: 'admin.tables.errors.existsMany' };
      if (failure.kind === 'invalid')
        return { key: 'admin.tables.bulk.rangeInvalid', params: { max: 100 } };
      return { key: 'admin.tables.failed.add' };
    }
  }

  async function save(row: AdminTable, changes: Partial<NewTable>): Promise<FieldErrors | null> {
    setTableNotice(row.id, null);
    setPendingFor(row.id, true);
    try {
      const saved = await updateTable(row.id, row.version, changes);
      update((list) => withTables(list, [saved]));
      setEditing(null);
      announce('admin.tables.done.saved', { name: saved.name });
      focusLater(`[data-table-id="${saved.id}"] button`);
      return null;
    } catch (error) {
      const failure = tablesFailure(error);
      // A duplicate or an invalid name stays in the dialog, to be corrected there.
      if (failure.kind === 'exists') return { name: EXISTS };
      if (failure.kind === 'invalid') return { name: INVALID };
      if (failure.kind === 'failed') return { name: { key: 'admin.tables.failed.saveField' } };
      setEditing(null);
      handleFailure(row, failure, 'admin.tables.failed.save');
      focusLater(`[data-table-id="${row.id}"] button`);
      return null;
    } finally {
      setPendingFor(row.id, false);
    }
  }

  async function confirmDelete() {
    const row = deleting;
    if (!row || deleteBusy) return;
    setDeleteBusy(true);
    setTableNotice(row.id, null);
    try {
      await deleteTable(row.id, row.version);
      update((list) => withoutTable(list, row.id));
      setDeleting(null);
      announce('admin.tables.done.deleted', { name: row.name });
      newInput.current?.focus();
    } catch (error) {
      setDeleting(null);
      handleFailure(row, tablesFailure(error), 'admin.tables.failed.delete');
    } finally {
      setDeleteBusy(false);
    }
  }

  async function rename(group: ZoneGroup & { zone: string }, name: string) {
    setZoneNotice(group.zone, null);
    try {
      const result = await renameZone(group.zone, name, group.tables);
      update((list) => withTables(list, result.tables));
      announce('admin.tables.done.zoneRenamed', { zone: result.zone });
      focusLater(`[data-zone="${CSS.escape(result.zone)}"] [data-zone-rename]`);
      return null;
    } catch (error) {
      const failure = tablesFailure(error);
      if (failure.kind === 'exists') return { key: 'admin.tables.errors.existsZone' };
      if (failure.kind === 'invalid') return { key: 'admin.tables.errors.zoneInvalid' };
      if (failure.kind === 'unauthorized') unauthorized.current();
      else if (failure.kind === 'conflict') {
        const current = readZoneTables(failure.current);
        if (current) update((list) => withTables(list, current));
        fetchTables(true);
        setZoneNotice(group.zone, 'admin.tables.zoneConflict');
        complain('admin.tables.zoneConflict', { zone: group.zone });
      } else if (failure.kind === 'gone') {
        fetchTables(true);
        complain('admin.tables.zoneGone', { zone: group.zone });
      } else return { key: 'admin.tables.failed.rename' };
      return null;
    }
  }

  return (
    <section
      ref={sectionRef}
      className="a-section a-tables"
      aria-labelledby={headingId}
      aria-busy={state.kind === 'loading'}
    >
      <h2 id={headingId}>{t('admin.nav.tables')}</h2>
      <p className="a-muted">{t('admin.tables.intro')}</p>
      {state.kind === 'loading' ? (
        <div className="a-state">
          <Spinner size={32} label={t('admin.tables.loading')} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="a-state" role="alert">
          <p className="a-error">{t('admin.tables.loadFailed')}</p>
          <Button variant="secondary" onClick={load}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <NewTableForm ref={newInput} zones={zones} serviceTypes={serviceTypes} onAdd={add} />
          <BulkTablesForm zones={zones} onAdd={addMany} />
          <div className="a-tables__sheet c-card">
            <h3>{t('admin.tables.sheet.title')}</h3>
            <p className="a-muted">{t('admin.tables.sheet.text')}</p>
            {tables.length > 0 ? (
              <div className="a-tables__form-actions">
                <a className="c-button c-button--primary" href={sheetUrl('pdf')} download>
                  {t('admin.tables.sheet.pdf')}
                </a>
                <a className="c-button c-button--secondary" href={sheetUrl('svg')} download>
                  {t('admin.tables.sheet.svg')}
                </a>
              </div>
            ) : (
              <p className="a-muted">{t('admin.tables.sheet.none')}</p>
            )}
          </div>
          {openTabs.state.kind === 'failed' && tables.length > 0 ? (
            <div className="a-notice a-tables__tabs-failed" role="alert">
              <p>{t('admin.tables.tab.loadFailed')}</p>
              <Button variant="secondary" onClick={openTabs.reload}>
                {t('common.retry')}
              </Button>
            </div>
          ) : null}
          {tables.length === 0 ? (
            <div className="a-empty" data-testid="tables-empty">
              <h3>{t('admin.tables.empty')}</h3>
              <p>{t('admin.tables.emptyText')}</p>
            </div>
          ) : (
            groupByZone(tables).map((group) => (
              <ZoneSection
                key={group.zone ?? ''}
                group={group}
                notice={group.zone === null ? null : (zoneNotices[group.zone] ?? null)}
                onRename={rename}
              >
                {group.tables.map((table) => (
                  <TableRow
                    key={table.id}
                    table={table}
                    origin={state.origin}
                    busy={pending.has(table.id)}
                    notice={tableNotices[table.id] ?? null}
                    tab={rowTab(table, tabsByTable)}
                    company={company}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                  />
                ))}
              </ZoneSection>
            ))
          )}
        </>
      )}
      <EditTableDialog
        table={editing}
        zones={zones}
        serviceTypes={serviceTypes}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Modal
        open={deleting !== null}
        onClose={() => {
          if (!deleteBusy) setDeleting(null);
        }}
        persistent={deleteBusy}
        title={deleting ? t('admin.tables.delete.title', { name: deleting.name }) : ''}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              {t('admin.tables.delete.cancel')}
            </Button>
            <Button busy={deleteBusy} onClick={() => void confirmDelete()}>
              {t('admin.tables.delete.confirm')}
            </Button>
          </div>
        }
      >
        <p className="a-dialog-text">{t('admin.tables.delete.text')}</p>
      </Modal>
    </section>
  );
}
