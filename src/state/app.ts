// The app store (docs/contracts.md "src/state/app.ts"; SPEC §3 "Held state: App state").
// Server entities are stored with ref(): they are replaced whole, never mutated in place, and
// ref() keeps their snapshot type mutable so snapshots pass straight into src/domain functions.
import { proxy, ref, useSnapshot } from 'valtio';
import type {
  Client,
  Company,
  Coupon,
  EcommerceSettings,
  LoyaltySettings,
  Qr,
  ServiceType,
} from '../domain/types';
import { TIMINGS } from '../domain/constants';

/** What ref() returns: the object itself, typed so its snapshot stays the plain entity type. */
export type Held<T extends object> = T & { $$valtioSnapshot: T };

export type AppStatus = 'loading' | 'ready' | 'error';

export interface AppState {
  companyId: string | null;
  company: Held<Company> | null;
  settings: Held<EcommerceSettings> | null;
  qr: Held<Qr> | null;
  coupons: Held<Coupon[]>;
  loyalty: Held<LoyaltySettings> | null;
  client: Held<Client> | null;
  isPreview: boolean;
  isReadonly: boolean;
  utmSource: string | null;
  utmCampaign: string | null;
  qrServiceType: ServiceType | null;
  /**
   * A QR link's id this device could not read yet: opened offline and never seen online (issue
   * [9/13]). The cart says so; start-up reads it again when the connection returns.
   */
  qrPendingId: string | null;
  /** The current date, refreshed every 30 s (§9 "a 30-second interval constant"). */
  now: Date;
  status: AppStatus;
  /** HTTP status of the start-up failure, when status is 'error' (404 shows '404 Not Found'). */
  errorStatus: number | null;
  /** §4.9: restored from cookies at start-up. */
  lastOrderId: string | null;
  clientName: string | null;
}

export const app = proxy<AppState>({
  companyId: null,
  company: null,
  settings: null,
  qr: null,
  coupons: ref([]),
  loyalty: null,
  client: null,
  isPreview: false,
  isReadonly: false,
  utmSource: null,
  utmCampaign: null,
  qrServiceType: null,
  qrPendingId: null,
  now: new Date(),
  status: 'loading',
  errorStatus: null,
  lastOrderId: null,
  clientName: null,
});

export function useApp() {
  return useSnapshot(app);
}

/** Wraps an entity for the store; use for every company/settings/qr/coupons/loyalty/client write. */
export function hold<T extends object>(value: T): Held<T> {
  return ref(value);
}

let clockTimer: ReturnType<typeof setInterval> | null = null;

/** Starts the 30 s clock once; returns a stop function (used by tests and hot reload). */
export function startClock(intervalMs: number = TIMINGS.intervalMs): () => void {
  if (clockTimer === null) {
    clockTimer = setInterval(() => {
      app.now = new Date();
    }, intervalMs);
  }
  return () => {
    if (clockTimer !== null) clearInterval(clockTimer);
    clockTimer = null;
  };
}
