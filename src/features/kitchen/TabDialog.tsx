// One table's tab for the staff (issue [17/21]): its balance and §4.2 state, pending requests,
// rounds (with "Void"), payments (with "Record payment") and "Close tab", enabled once PAID. It
// shows the board's latest read of the tab, so a change from a phone appears while it is open;
// a tab that closed or vanished meanwhile says so instead of showing stale figures.
import { closeKitchenTab } from '../../api/kitchen-tabs';
import type { StaffTab } from '../../api/kitchen-tabs';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TabMoney } from './TabsView';
import { TabPayments } from './TabPayments';
import { TabRounds } from './TabRounds';
import { useTabAction } from './use-tab-action';
import type { TabActions } from './use-tab-action';

export function TabDialog({
  tab,
  open,
  currency,
  actions,
  onClose,
}: {
  /** null: the tab is no longer open (closed here or elsewhere). */
  tab: StaffTab | null;
  open: boolean;
  currency: Currency;
  actions: TabActions;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const closing = useTabAction(actions);

  async function close(current: StaffTab) {
    const done = await closing.run(
      () => closeKitchenTab(current.id),
      'kitchen.tabs.close.failed',
      'kitchen.tabs.close.done',
    );
    if (done) onClose();
  }

  const title = tab
    ? t('kitchen.tabs.dialogTitle', { table: tab.table_name })
    : t('kitchen.tabs.gone');
  return (
    <Modal open={open} onClose={onClose} title={title} className="k-tabpanel" maxWidth={640}>
      {tab ? (
        <div data-tab-id={tab.id}>
          <TabMoney tab={tab} currency={currency} />
          <TabRounds tab={tab} currency={currency} actions={actions} />
          {tab.payments !== undefined ? (
            <TabPayments tab={tab} currency={currency} actions={actions} />
          ) : null}
          <div className="k-tabpanel__close">
            {tab.balance_state !== 'PAID' ? (
              <p className="k-muted" id={`k-close-hint-${tab.id}`}>
                {t('kitchen.tabs.close.hint')}
              </p>
            ) : null}
            {closing.refusal ? (
              <p className="k-error" role="alert">
                {t(closing.refusal.key, closing.refusal.params)}
              </p>
            ) : null}
            <Button
              block
              busy={closing.busy}
              disabled={tab.balance_state !== 'PAID'}
              aria-describedby={tab.balance_state !== 'PAID' ? `k-close-hint-${tab.id}` : undefined}
              onClick={() => void close(tab)}
            >
              {t('kitchen.tabs.close.button')}
            </Button>
          </div>
        </div>
      ) : (
        <p>{t('kitchen.tabs.goneBody')}</p>
      )}
    </Modal>
  );
}
