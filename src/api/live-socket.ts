// Live order sockets (docs/contracts.md "Live tracking and the kitchen"; SPEC §4.3, §9 timings).
// One reconnecting client serves the diner's /ws and the kitchen's /ws/kitchen. The clock, the
// socket constructor and the window events are injectable so the timing rules can be tested.
import { TIMINGS } from '../domain/constants';
import type { Order } from '../domain/types';

export type LiveStatus = 'connecting' | 'live' | 'offline' | 'stopped';

export interface LiveEvent {
  event_type: string;
  order: Order;
}

/** A board paused or resumed an order type (kitchen socket only, issue [16/21] item 9). */
export interface PauseNotice {
  event_type: 'ORDER_TYPE_PAUSED';
  order_type: 'onsite' | 'takeaway' | 'delivery';
  /** ISO instant the pause ends; null once resumed. */
  disabled_until: string | null;
}

const PAUSABLE: readonly string[] = ['onsite', 'takeaway', 'delivery'];

/**
 * A table's tab changed (issue [17/21]; the kitchen socket and a table's /ws/tab): which QR, and what happened. The
 * board reads /kitchen/tabs again; `change` is any string so a new kind of change (a payment)
 * still reaches it.
 */
export interface TabNotice {
  event_type: 'TAB_CHANGED';
  qr_id: string;
  change: string;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The part of the browser WebSocket we use; `ws`'s client class fits it too. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export interface ReconnectingOptions {
  url: string;
  onEvent: (event: LiveEvent) => void;
  /** The kitchen socket's pauses; the diner's socket sends none. */
  onPause?: (notice: PauseNotice) => void;
  /** The kitchen socket's tab changes; the diner's socket sends none. */
  onTab?: (notice: TabNotice) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Called on every open after the first, so the caller can catch up on missed events. */
  onReconnect?: () => void;
  /** null: no heartbeat (the kitchen socket). */
  pingMs?: number | null;
  /** null: never stop. Measured from `startedAt`. */
  maxLifetimeMs?: number | null;
  startedAt?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  clock?: Clock;
  createSocket?: SocketFactory;
  /** Where focus/online/pagehide/pageshow arrive; defaults to window in the browser. */
  events?: EventTarget | null;
}

export interface LiveConnection {
  /** Reconnects at once (e.g. on focus) unless already open or stopped. */
  reconnectNow(): void;
  stop(): void;
}

export const MAX_RECONNECT_DELAY_MS = 60_000;

/** Exponential backoff from 5 s, ±20 % jitter so a restarted server is not hit all at once. */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs: number = TIMINGS.socketReconnectMs,
  maxMs: number = MAX_RECONNECT_DELAY_MS,
): number {
  const exponential = baseMs * 2 ** Math.max(0, Math.min(attempt, 16));
  const jitter = 0.8 + 0.4 * random();
  return Math.round(Math.min(maxMs, exponential * jitter));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a pushed message (DESIGN rule 5); anything else is ignored. */
export function parseLiveMessage(
  data: unknown,
): LiveEvent | PauseNotice | TabNotice | 'pong' | null {
  if (typeof data !== 'string') return null;
  if (data === 'pong') return 'pong';
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (isRecord(value) && value.event_type === 'ORDER_TYPE_PAUSED') return pauseNotice(value);
  if (isRecord(value) && value.event_type === 'TAB_CHANGED') return tabNotice(value);
  if (!isRecord(value) || typeof value.event_type !== 'string' || !isRecord(value.order))
    return null;
  if (typeof value.order.id !== 'string') return null;
  return { event_type: value.event_type, order: value.order as unknown as Order };
}

function pauseNotice(value: Record<string, unknown>): PauseNotice | null {
  const { order_type: type, disabled_until: until } = value;
  if (typeof type !== 'string' || !PAUSABLE.includes(type)) return null;
  if (until !== null && (typeof until !== 'string' || Number.isNaN(Date.parse(until)))) return null;
  return {
    event_type: 'ORDER_TYPE_PAUSED',
    order_type: type as PauseNotice['order_type'],
    disabled_until: until,
  };
}

function tabNotice(value: Record<string, unknown>): TabNotice | null {
  const { qr_id: qrId, change } = value;
  if (typeof qrId !== 'string' || qrId === '' || typeof change !== 'string') return null;
  return { event_type: 'TAB_CHANGED', qr_id: qrId, change };
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const OPEN = 1;

export function connectReconnecting(options: ReconnectingOptions): LiveConnection {
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const pingMs = options.pingMs === undefined ? TIMINGS.socketPingMs : options.pingMs;
  const lifetime = options.maxLifetimeMs ?? null;
  const startedAt = options.startedAt ?? clock.now();
  const events = options.events === undefined ? defaultEvents() : options.events;

  let socket: SocketLike | null = null;
  let attempt = 0;
  let opened = 0;
  let stopped = false;
  let suspended = false;
  let retryTimer: unknown = null;
  let pingTimer: unknown = null;
  let lifetimeTimer: unknown = null;

  const setStatus = (status: LiveStatus) => options.onStatus?.(status);
  const expired = () => lifetime !== null && clock.now() - startedAt >= lifetime;

  function clearTimer(handle: unknown): null {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  }

  function drop(): void {
    pingTimer = clearTimer(pingTimer);
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close();
    } catch {
      // closing a socket that never opened may throw in some engines; it is gone either way
    }
  }

  function schedulePing(): void {
    if (pingMs === null) return;
    pingTimer = clock.setTimeout(() => {
      pingTimer = null;
      if (expired()) return stop();
      if (socket?.readyState === OPEN) socket.send('ping');
      schedulePing();
    }, pingMs);
  }

  function scheduleRetry(): void {
    if (stopped || suspended || retryTimer !== null) return;
    if (expired()) return stop();
    const delay = backoffDelay(attempt, random, options.baseDelayMs, options.maxDelayMs);
    attempt += 1;
    retryTimer = clock.setTimeout(() => {
      retryTimer = null;
      open();
    }, delay);
  }

  function open(): void {
    if (stopped || suspended || socket) return;
    if (expired()) return stop();
    setStatus('connecting');
    let next: SocketLike;
    try {
      next = create(options.url);
    } catch {
      setStatus('offline');
      return scheduleRetry();
    }
    socket = next;
    next.onopen = () => {
      attempt = 0;
      opened += 1;
      setStatus('live');
      schedulePing();
      if (opened > 1) options.onReconnect?.();
    };
    next.onmessage = (event) => {
      const message = parseLiveMessage(event.data);
      if (message === null || message === 'pong') return;
      if ('order' in message) options.onEvent(message);
      else if (message.event_type === 'TAB_CHANGED') options.onTab?.(message);
      else options.onPause?.(message);
    };
    next.onerror = () => undefined; // onclose follows and decides
    next.onclose = () => {
      drop();
      if (stopped || suspended) return;
      setStatus('offline');
      scheduleRetry();
    };
  }

  function reconnectNow(): void {
    if (stopped) return;
    suspended = false;
    if (socket) return;
    retryTimer = clearTimer(retryTimer);
    attempt = 0;
    open();
  }

  function suspend(): void {
    suspended = true;
    retryTimer = clearTimer(retryTimer);
    drop();
    setStatus('offline');
  }

  const onFocus = () => reconnectNow();
  const onPageHide = () => suspend();
  const onPageShow = () => reconnectNow();

  function stop(): void {
    if (stopped) return;
    stopped = true;
    retryTimer = clearTimer(retryTimer);
    lifetimeTimer = clearTimer(lifetimeTimer);
    drop();
    events?.removeEventListener('focus', onFocus);
    events?.removeEventListener('online', onFocus);
    events?.removeEventListener('pagehide', onPageHide);
    events?.removeEventListener('pageshow', onPageShow);
    setStatus('stopped');
  }

  events?.addEventListener('focus', onFocus);
  events?.addEventListener('online', onFocus);
  events?.addEventListener('pagehide', onPageHide);
  events?.addEventListener('pageshow', onPageShow);
  if (lifetime !== null) {
    lifetimeTimer = clock.setTimeout(stop, Math.max(0, startedAt + lifetime - clock.now()));
  }
  open();
  return { reconnectNow, stop };
}

function defaultEvents(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** Same origin, ws: or wss: to match the page. */
export function socketUrl(path: string, where: Pick<Location, 'protocol' | 'host'>): string {
  return `${where.protocol === 'https:' ? 'wss:' : 'ws:'}//${where.host}${path}`;
}

export interface LiveOrderOptions {
  token: string;
  onOrder: (order: Order) => void;
  onStatus?: (status: LiveStatus) => void;
  onReconnect?: () => void;
  /** §4.3: pings stop 30 minutes after the page opened. */
  pageOpenedAt?: number;
}

/** The diner's socket: §4.3 pings every 45 s and stops 30 minutes after the page opened. */
export function connectLiveOrder(options: LiveOrderOptions): LiveConnection {
  const connection: ReconnectingOptions = {
    url: socketUrl(`/ws?authorization=${encodeURIComponent(options.token)}`, location),
    onEvent: (event) => options.onOrder(event.order),
    pingMs: TIMINGS.socketPingMs,
    maxLifetimeMs: TIMINGS.liveTrackingMaxMs,
  };
  if (options.onStatus) connection.onStatus = options.onStatus;
  if (options.onReconnect) connection.onReconnect = options.onReconnect;
  if (options.pageOpenedAt !== undefined) connection.startedAt = options.pageOpenedAt;
  return connectReconnecting(connection);
}

/** The kitchen's socket: every order of the company, for as long as the board is open. */
export function connectKitchen(options: {
  onEvent: (event: LiveEvent) => void;
  onPause: (notice: PauseNotice) => void;
  onTab?: (notice: TabNotice) => void;
  onStatus: (status: LiveStatus) => void;
  onReconnect: () => void;
}): LiveConnection {
  return connectReconnecting({
    url: socketUrl('/ws/kitchen', location),
    ...options,
    pingMs: TIMINGS.socketPingMs,
    maxLifetimeMs: null,
  });
}
