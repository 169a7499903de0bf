// The board: a toolbar (live state, paused order types, sound, pause, stock, sign out) over one
// column per stage, or over the tables' open tabs (issue [17/21]); the tables' pending requests
// show above either view.
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { confirmPaymentReceived, logOut, setOrderStatus } from '../../api/kitchen';
import type { Company, Order, OrderStatus } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { showSnackbar } from '../../ui/Snackbar';
import { LiveIndicator } from '../tracking/LiveIndicator';
import { COLUMNS, groupByColumn } from './board';
import { beep, readSoundPreference, storeSoundPreference, unlockAudio } from './beep';
import { FinishedOrders } from './FinishedOrders';
import { OrderCard } from './OrderCard';
import { actionRefusal, tabRefusal } from './refusal';
import { acknowledgeTabRequest } from '../../api/kitchen-tabs';
import { PauseDialog } from './PauseDialog';
import { PauseStatus } from './PauseStatus';
import { StockDialog } from './StockDialog';
import { useKitchenOrders } from './use-kitchen-orders';
import { TabDialog } from './TabDialog';
import { TableRequests } from './TableRequests';
import { TabsView, ViewSwitch } from './TabsView';
import type { BoardView } from './TabsView';
import { paymentsDue, pendingRequests } from './tab-view';
import type { PendingRequest } from './tab-view';
import { useKitchenTabs } from './use-kitchen-tabs';
import './kitchen-tabs.css';

function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function KitchenBoard({
  company,
  onSignedOut,
}: {
  company: Company;
  onSignedOut: () => void;
}) {
  const { t } = useI18n();
  const now = useNow();
  const [sound, setSound] = useState(readSoundPreference);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'pause' | 'stock' | null>(null);
  const [view, setView] = useState<BoardView>('orders');
  const sessionLost = () => {
    showSnackbar(t('kitchen.sessionExpired'), 'error');
    onSignedOut();
  };
  const tabs = useKitchenTabs({
    onSessionLost: sessionLost,
    onNewRequests: (list, ids) => {
      const first = list.flatMap((tab) =>
        tab.requests.filter((r) => ids.includes(r.id)).map((r) => ({ tab, r })),
      )[0];
      if (first)
        showSnackbar(
          t('kitchen.tabs.requests.new', {
            table: first.tab.table_name,
            kind: t(`kitchen.tabs.requests.${first.r.kind}`),
          }),
          'success',
        );
      if (sound) beep();
    },
  });
  const board = useKitchenOrders({
    companyId: company.id,
    onSessionLost: sessionLost,
    onNewOrder: (order) => {
      showSnackbar(t('kitchen.newOrder', { id: order.public_id }), 'success');
      if (sound) beep();
    },
    onTabsStale: tabs.refetch,
  });

  // Orders with a request in flight. The ref answers at once, so a double tap sends one request
  // even before the busy state has re-rendered the button as disabled.
  const inFlight = useRef(new Set<string>());

  async function act(order: Order, call: () => Promise<Order>, failedKey: string) {
    if (inFlight.current.has(order.id)) return;
    inFlight.current.add(order.id);
    setBusyIds((ids) => new Set(ids).add(order.id));
    try {
      board.apply(await call());
    } catch (error) {
      if (isApiError(error) && error.status === 401) return onSignedOut();
      // In the staff's language, never the server's English (issue [7/13]).
      const notice = actionRefusal(error, failedKey);
      showSnackbar(t(notice.key, notice.params), 'error');
      // The board was out of date: the order moved on, or is gone.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) board.refetch();
    } finally {
      inFlight.current.delete(order.id);
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(order.id);
        return next;
      });
    }
  }

  const [openTab, setOpenTab] = useState<string | null>(null);
  const tabActions = { refetch: tabs.refetch, onSessionLost: sessionLost };

  // A table's request: acknowledged once (the ref guards a double tap, as for orders).
  async function acknowledge(request: PendingRequest) {
    if (inFlight.current.has(request.id)) return;
    inFlight.current.add(request.id);
    setBusyIds((ids) => new Set(ids).add(request.id));
    try {
      await acknowledgeTabRequest(request.id);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return sessionLost();
      const notice = tabRefusal(error, 'kitchen.tabs.requests.failed');
      showSnackbar(t(notice.key, notice.params), 'error');
    } finally {
      inFlight.current.delete(request.id);
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(request.id);
        return next;
      });
      tabs.refetch();
    }
  }

  const move = (order: Order, status: OrderStatus) =>
    act(order, () => setOrderStatus(order.id, status), 'kitchen.updateFailed');

  // A static Pix the staff saw arrive: the answer (also pushed over the socket) is the order,
  // now PENDING, so the card stays under 'New' with the usual 'Start preparing'.
  const paymentReceived = (order: Order) =>
    act(order, () => confirmPaymentReceived(order.id), 'kitchen.pix.failed');

  function toggleSound() {
    const next = !sound;
    if (next) unlockAudio();
    setSound(next);
    storeSoundPreference(next);
  }

  async function signOut() {
    await logOut().catch(() => undefined);
    onSignedOut();
  }

  const columns = groupByColumn(board.orders ?? []);
  return (
    <div className="k-board">
      <header className="k-toolbar">
        <h1>{t('kitchen.title')}</h1>
        <span className="k-muted">{company.name}</span>
        <LiveIndicator status={board.live} />
        <PauseStatus />
        <div className="k-toolbar__actions">
          <label className="k-switch">
            <input type="checkbox" role="switch" checked={sound} onChange={toggleSound} />
            <span>{t('kitchen.sound')}</span>
          </label>
          <Button variant="secondary" onClick={() => setDialog('pause')}>
            {t('kitchen.pause.button')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('stock')}>
            {t('kitchen.stock.button')}
          </Button>
          <LanguageSwitcher />
          <Button variant="text" onClick={() => void signOut()}>
            {t('kitchen.logout')}
          </Button>
        </div>
      </header>
      {board.failed ? (
        <p className="k-error k-board__notice" role="alert">
          {t('kitchen.loadFailed')}{' '}
          <Button variant="text" onClick={board.refetch}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      <main className="k-main" id="main">
        <TableRequests
          requests={pendingRequests(tabs.tabs ?? [])}
          payments={paymentsDue(tabs.tabs ?? [])}
          currency={company.currency}
          now={now}
          busyIds={busyIds}
          onAcknowledge={(request) => void acknowledge(request)}
          onOpenTab={setOpenTab}
        />
        <ViewSwitch view={view} onView={setView} tabCount={tabs.tabs?.length ?? 0} />
        {view === 'tables' ? (
          <TabsView
            tabs={tabs.tabs}
            failed={tabs.failed}
            onRetry={tabs.refetch}
            currency={company.currency}
            now={now}
            onOpen={setOpenTab}
          />
        ) : (
          <div className="k-columns" aria-busy={board.orders === null}>
            {COLUMNS.map((id) => (
              <section
                key={id}
                className="k-column"
                aria-labelledby={`k-col-${id}`}
                data-column={id}
              >
                <h2 id={`k-col-${id}`}>
                  {t(`kitchen.columns.${id}`)}{' '}
                  <span className="k-column__count">{columns[id].length}</span>
                </h2>
                {columns[id].length === 0 ? <p className="k-muted">{t('kitchen.empty')}</p> : null}
                {columns[id].map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    company={company}
                    now={now}
                    fresh={board.fresh.has(order.id)}
                    busy={busyIds.has(order.id)}
                    onMove={(o, s) => void move(o, s)}
                    onPaymentReceived={(o) => void paymentReceived(o)}
                  />
                ))}
              </section>
            ))}
            <FinishedOrders orders={board.orders ?? []} />
          </div>
        )}
      </main>
      <TabDialog
        open={openTab !== null}
        tab={tabs.tabs?.find((tab) => tab.id === openTab) ?? null}
        currency={company.currency}
        actions={tabActions}
        onClose={() => setOpenTab(null)}
      />
      <PauseDialog open={dialog === 'pause'} onClose={() => setDialog(null)} />
      <StockDialog
        open={dialog === 'stock'}
        companyId={company.id}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
