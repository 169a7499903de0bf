// The status poll (GET company-payments/filters) asks a waiting payment's provider for its state
// (issue [14/21]). The checkout asks every 0.7 s and tracking every 5 s, and a stranger could ask
// far faster, each time costing a call to Stripe or Mercado Pago. So the provider is asked about
// one payment at most once every PAYMENT_STATUS_CHECK_MS on this instance, polls in between
// answer what is stored (the webhook or the previous check keeps it current), and polls that
// arrive together share one call. The route's own rate limit bounds the polls themselves.
import type { PaymentRecord } from '../db/repositories/payments';
import type { PaymentDeps } from './deps';
import type { ApplyResult } from './outcome';
import { checkWithProvider } from './reconcile';

/** Past this many remembered payments, the ones not asked about lately are forgotten. */
const MAX_REMEMBERED = 10_000;

interface Remembered {
  at: number;
  running: Promise<ApplyResult | null> | null;
}

export class StatusChecks {
  private readonly asked = new Map<string, Remembered>();

  constructor(
    private readonly deps: PaymentDeps,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Asks the provider about `p` unless someone did within the interval; answers whether that
   * changed the payment ('unchanged' when the stored state stands, null when nobody was asked).
   */
  check(p: PaymentRecord): Promise<ApplyResult | null> {
    const key = `${p.companyId}:${p.id}`;
    const seen = this.asked.get(key);
    if (seen?.running) return seen.running;
    const at = this.now();
    if (seen && at - seen.at < this.deps.env.PAYMENT_STATUS_CHECK_MS) return Promise.resolve(null);
    this.forgetOld(at);
    const running = checkWithProvider(this.deps, p, new Date(at))
      .then((checked) => checked?.result ?? null)
      .finally(() => this.asked.set(key, { at, running: null }));
    this.asked.set(key, { at, running });
    return running;
  }

  private forgetOld(at: number): void {
    if (this.asked.size < MAX_REMEMBERED) return;
    for (const [key, seen] of this.asked)
      if (!seen.running && at - seen.at >= this.deps.env.PAYMENT_STATUS_CHECK_MS)
        this.asked.delete(key);
  }
}
