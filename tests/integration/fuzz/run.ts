// Sends the planned requests over a few concurrent workers and tallies the answers: a histogram
// of statuses, and every 5xx or network failure with the request that caused it.
import type { Outcome } from './client';
import { httpClient, sendRaw } from './client';
import type { Planned } from './generate';

export interface Tally {
  statuses: Map<number, number>;
  /** The same per endpoint and kind of damage ('order-create body'), to see what got through. */
  byLabel: Map<string, Map<number, number>>;
  /** Requests answered with a 5xx: what was sent, to reproduce it. */
  serverErrors: string[];
  /** Requests that got no answer at all. */
  failures: string[];
}

const describeRequest = (req: Planned, outcome: string): string => {
  const body = req.raw?.toString('latin1') ?? (req.body === undefined ? '' : req.body.toString());
  const headers = Object.entries(req.headers)
    .map(([k, v]) => `${k}: ${v.slice(0, 80)}`)
    .join(' | ');
  return `${outcome} ← [${req.label}] ${req.method} ${req.path.slice(0, 300)} {${headers}} ${body.slice(0, 300)}`;
};

export async function runAll(
  port: number,
  planned: readonly Planned[],
  workers: number,
): Promise<Tally> {
  const client = httpClient(port, workers);
  const tally: Tally = { statuses: new Map(), byLabel: new Map(), serverErrors: [], failures: [] };
  const count = (map: Map<number, number>, status: number) =>
    map.set(status, (map.get(status) ?? 0) + 1);
  const record = (req: Planned, outcome: Outcome) => {
    if ('error' in outcome) {
      tally.failures.push(describeRequest(req, outcome.error));
      return;
    }
    count(tally.statuses, outcome.status);
    const label = tally.byLabel.get(req.label) ?? new Map<number, number>();
    tally.byLabel.set(req.label, count(label, outcome.status));
    if (outcome.status >= 500)
      tally.serverErrors.push(describeRequest(req, String(outcome.status)));
  };
  let next = 0;
  const worker = async () => {
    while (next < planned.length) {
      const req = planned[next++];
      if (!req) break;
      record(req, req.raw ? await sendRaw(port, req.raw) : await client.send(req));
    }
  };
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    client.close();
  }
  return tally;
}

export const histogram = (statuses: Map<number, number>): string =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');
