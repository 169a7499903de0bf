// Mark a product out of stock or back, from a searchable list of the catalogue.
import { useEffect, useId, useState } from 'react';
import { getCategories } from '../../api/client';
import { setProductAvailable } from '../../api/kitchen';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { showSnackbar } from '../../ui/Snackbar';
import { Spinner } from '../../ui/Spinner';
import { actionRefusal } from './refusal';
import { searchRows, stockRows } from './stock-list';
import type { StockRow } from './stock-list';

export function StockDialog(props: { open: boolean; companyId: string; onClose: () => void }) {
  const { t } = useI18n();
  const [rows, setRows] = useState<StockRow[] | null>(null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const searchId = useId();
  const { open, companyId } = props;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    getCategories(companyId).then(
      (categories) => !cancelled && setRows(stockRows(categories)),
      () => !cancelled && setRows([]),
    );
    return () => {
      cancelled = true;
    };
  }, [open, companyId]);

  async function toggle(row: StockRow) {
    setBusy(row.id);
    try {
      await setProductAvailable(row.id, !row.available);
      setRows((list) =>
        (list ?? []).map((r) => (r.id === row.id ? { ...r, available: !row.available } : r)),
      );
    } catch (error) {
      const notice = actionRefusal(error, 'kitchen.stock.failed');
      showSnackbar(t(notice.key, notice.params), 'error');
    } finally {
      setBusy(null);
    }
  }

  const shown = rows ? searchRows(rows, query) : [];
  return (
    <Modal open={open} onClose={props.onClose} title={t('kitchen.stock.title')} maxWidth={640}>
      <label htmlFor={searchId}>{t('kitchen.stock.search')}</label>
      <input
        id={searchId}
        className="k-input"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {rows === null ? <Spinner label={t('common.loading')} /> : null}
      {rows !== null && shown.length === 0 ? (
        <p className="k-muted">{t('kitchen.stock.none')}</p>
      ) : null}
      <ul className="k-stock">
        {shown.map((row) => (
          <li key={row.id} data-available={row.available}>
            <span>
              <strong>{row.name}</strong>
              <span className="k-muted"> · {row.category}</span>
              <br />
              <span className={row.available ? 'k-ok' : 'k-error'}>
                {t(row.available ? 'kitchen.stock.available' : 'kitchen.stock.soldOut')}
              </span>
            </span>
            <Button
              variant="secondary"
              busy={busy === row.id}
              aria-label={t(
                row.available ? 'kitchen.stock.markOutOf' : 'kitchen.stock.markBackOf',
                {
                  name: row.name,
                },
              )}
              onClick={() => void toggle(row)}
            >
              {t(row.available ? 'kitchen.stock.markOut' : 'kitchen.stock.markBack')}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
