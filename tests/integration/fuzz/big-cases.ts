// The oversized bodies of the fuzz run and the answer each must get. Tens of MB is enough to
// show the server stops reading: it refuses at 64 KB and closes half a second later, so the
// client never gets to send most of it.
import type { BigBody } from './big-bodies';

const MB = 1_048_576;
const STREAM = 40 * MB;

const orders = '/api/ms-orders/public/orders';
const addresses = '/api/ms-clients/public/addresses';
const visit = '/api/ms-reports/public/company-visit?company_id=x&date=2024-01-01';
const health = '/api/ms-notifications/public/health';

const sequential: BigBody[] = [
  {
    label: 'declared-10GB',
    method: 'POST',
    path: orders,
    declared: 10 * 1024 * MB,
    sendBytes: STREAM,
  },
  { label: 'chunked-read', method: 'POST', path: addresses, declared: null, sendBytes: STREAM },
  // An endpoint that never reads its body, and one that has no body at all.
  { label: 'chunked-unread', method: 'PATCH', path: visit, declared: null, sendBytes: STREAM },
  { label: 'chunked-get', method: 'GET', path: health, declared: null, sendBytes: STREAM },
  { label: 'declared-page', method: 'POST', path: '/', declared: 1024 * MB, sendBytes: STREAM },
  {
    label: 'chunked-kitchen',
    method: 'POST',
    path: '/api/kitchen/session',
    declared: null,
    sendBytes: STREAM,
  },
];

// Four at once, as in the measurement (four 250 MB bodies took RSS to 1.8 GB).
const together: BigBody[] = [
  orders,
  addresses,
  '/api/ms-companies/public/companies/site-abuse-report',
  orders,
].map((path, i) => ({
  label: `together-${i}`,
  method: 'POST',
  path,
  declared: null,
  sendBytes: STREAM,
}));

export const BIG_BODIES = {
  sequential,
  together,
  /** The GET is answered (nothing reads a GET body) and then closed; every other one is a 413. */
  expected: [...sequential, ...together].map((b) => [
    b.label,
    b.label === 'chunked-get' ? 200 : 413,
  ]),
};
