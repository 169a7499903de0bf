// docs/contracts.md live socket: §4.3 ping every 45 s, stop 30 minutes after the page opened,
// §9 reconnect after 5 s (backoff capped at 60 s, jitter) and on focus. A real `ws` server on
// 127.0.0.1 answers; the clock is injected so minutes pass instantly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeSocket, WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { backoffDelay, connectReconnecting, parseLiveMessage } from './live-socket';
import type { Clock, LiveConnection, LiveEvent, LiveStatus, SocketLike } from './live-socket';

class FakeClock implements Clock {
  time = 0;
  delays: number[] = [];
  private next = 0;
  private timers = new Map<number, { at: number; run: () => void }>();
  now(): number {
    return this.time;
  }
  setTimeout(run: () => void, ms: number): unknown {
    this.next += 1;
    this.timers.set(this.next, { at: this.time + ms, run });
    this.delays.push(ms);
    return this.next;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let due: [number, { at: number; run: () => void }] | null = null;
      for (const entry of this.timers)
        if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
    }
    this.time = end;
  }
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let server: WebSocketServer;
let url: string;
let serverSockets: NodeSocket[];
let received: string[];
let connection: LiveConnection | null;

beforeEach(async () => {
  serverSockets = [];
  received = [];
  connection = null;
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws?authorization=abc`;
  server.on('connection', (socket) => {
    serverSockets.push(socket);
    socket.on('message', (data: Buffer) => received.push(data.toString()));
  });
});

afterEach(async () => {
  connection?.stop();
  for (const socket of serverSockets) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function start(clock: FakeClock, extra: { lifetime?: number | null; events?: EventTarget } = {}) {
  const statuses: LiveStatus[] = [];
  const events: LiveEvent[] = [];
  let reconnects = 0;
  connection = connectReconnecting({
    url,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onReconnect: () => (reconnects += 1),
    maxLifetimeMs: extra.lifetime === undefined ? 30 * 60_000 : extra.lifetime,
    clock,
    random: () => 0.5,
    createSocket: (target) => new NodeSocket(target) as unknown as SocketLike,
    events: extra.events ?? null,
  });
  return { statuses, events, reconnects: () => reconnects };
}

const lastStatus = (statuses: LiveStatus[]) => statuses[statuses.length - 1];

describe('backoffDelay', () => {
  it('starts at 5 s, doubles, and caps at 60 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, mid))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('jitters by ±20 % and never exceeds the cap', () => {
    expect(backoffDelay(0, () => 0)).toBe(4_000);
    expect(backoffDelay(0, () => 1)).toBe(6_000);
    expect(backoffDelay(10, () => 1)).toBe(60_000);
  });
});

describe('parseLiveMessage', () => {
  it('reads pong, order events, and ignores anything else', () => {
    expect(parseLiveMessage('pong')).toBe('pong');
    const event = parseLiveMessage('{"event_type":"ORDER_UPDATED","order":{"id":"o1"}}');
    expect(event).toEqual({ event_type: 'ORDER_UPDATED', order: { id: 'o1' } });
    expect(parseLiveMessage('{"event_type":"X","order":{"id":3}}')).toBeNull();
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage(42)).toBeNull();
  });

  it("reads a kitchen's pause and resume, and refuses a malformed one (issue [16/21] item 9)", () => {
    const until = '2031-01-01T00:30:00.000Z';
    const pause = {
      event_type: 'ORDER_TYPE_PAUSED',
      order_type: 'takeaway',
      disabled_until: until,
    };
    expect(parseLiveMessage(JSON.stringify(pause))).toEqual(pause);
    const resume = { ...pause, disabled_until: null };
    expect(parseLiveMessage(JSON.stringify(resume))).toEqual(resume);
    expect(parseLiveMessage(JSON.stringify({ ...pause, order_type: 'table' }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ ...pause, disabled_until: 'soon' }))).toBeNull();
  });
});

describe('parseLiveMessage, tab changes (issue [17/21])', () => {
  it('reads which QR changed and how, and refuses one without a QR', () => {
    const notice = { event_type: 'TAB_CHANGED', qr_id: 'q1', change: 'REQUEST' };
    expect(parseLiveMessage(JSON.stringify(notice))).toEqual(notice);
    // A change this client does not know yet still reaches the board, which reads the tabs again.
    const later = { ...notice, change: 'PAYMENT' };
    expect(parseLiveMessage(JSON.stringify(later))).toEqual(later);
    expect(parseLiveMessage(JSON.stringify({ ...notice, qr_id: '' }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ ...notice, change: 3 }))).toBeNull();
  });
});

describe('connectReconnecting against a real ws server', () => {
  it('opens, hands over order events, ignores pong and pings every 45 s', async () => {
    const clock = new FakeClock();
    const live = start(clock);
    await waitFor(() => lastStatus(live.statuses) === 'live', 'open');
    serverSockets[0]!.send('pong');
    serverSockets[0]!.send(JSON.stringify({ event_type: 'ORDER_UPDATED', order: { id: 'o1' } }));
    await waitFor(() => live.events.length === 1, 'event');
    expect(live.events[0]!.order.id).toBe('o1');
    clock.advance(44_999);
    clock.advance(1);
    await waitFor(() => received.length === 1, 'first ping');
    clock.advance(45_000);
    await waitFor(() => received.length === 2, 'second ping');
    expect(received).toEqual(['ping', 'ping']);
  });

  it('reconnects 5 s after a drop and reports the reconnect so the caller can catch up', async () => {
    const clock = new FakeClock();
    const live = start(clock);
    await waitFor(() => serverSockets.length === 1 && lastStatus(live.statuses) === 'live', 'open');
    serverSockets[0]!.close();
    await waitFor(() => lastStatus(live.statuses) === 'offline', 'offline');
    clock.advance(4_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(serverSockets).toHaveLength(1);
    clock.advance(1);
    await waitFor(() => lastStatus(live.statuses) === 'live', 'reopened');
    expect(serverSockets).toHaveLength(2);
    expect(live.reconnects()).toBe(1);
  });

  it('backs off exponentially while the server is gone, capped at 60 s', async () => {
    const clock = new FakeClock();
    const live = start(clock, { lifetime: null });
    await waitFor(() => lastStatus(live.statuses) === 'live', 'open');
    for (const socket of serverSockets) socket.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await waitFor(() => lastStatus(live.statuses) === 'offline', 'offline');
    const retries: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const delay = clock.delays[clock.delays.length - 1]!;
      retries.push(delay);
      const failures = live.statuses.filter((s) => s === 'offline').length;
      clock.advance(delay);
      await waitFor(
        () => live.statuses.filter((s) => s === 'offline').length > failures,
        'failed attempt',
      );
    }
    expect(retries).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 }); // for afterEach
  });

  it('reconnects at once on window focus', async () => {
    const clock = new FakeClock();
    const events = new EventTarget();
    const live = start(clock, { events });
    await waitFor(() => lastStatus(live.statuses) === 'live', 'open');
    serverSockets[0]!.close();
    await waitFor(() => lastStatus(live.statuses) === 'offline', 'offline');
    events.dispatchEvent(new Event('focus'));
    await waitFor(() => lastStatus(live.statuses) === 'live', 'reopened on focus');
    expect(live.reconnects()).toBe(1);
  });

  it('disconnects on pagehide', async () => {
    const clock = new FakeClock();
    const events = new EventTarget();
    const live = start(clock, { events });
    await waitFor(() => serverSockets.length === 1, 'open');
    events.dispatchEvent(new Event('pagehide'));
    await waitFor(() => serverSockets[0]!.readyState === NodeSocket.CLOSED, 'closed');
    clock.advance(120_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(serverSockets).toHaveLength(1);
    expect(lastStatus(live.statuses)).toBe('offline');
  });

  it('stops 30 minutes after the page opened: no more pings, no reconnects', async () => {
    const clock = new FakeClock();
    const events = new EventTarget();
    const live = start(clock, { events });
    await waitFor(() => lastStatus(live.statuses) === 'live', 'open');
    clock.advance(30 * 60_000 - 1);
    await waitFor(() => received.length === 39, '39 pings in the first 30 minutes');
    clock.advance(1);
    expect(lastStatus(live.statuses)).toBe('stopped');
    await waitFor(() => serverSockets[0]!.readyState === NodeSocket.CLOSED, 'closed');
    events.dispatchEvent(new Event('focus'));
    clock.advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(serverSockets).toHaveLength(1);
    expect(received).toHaveLength(39);
  });
});
