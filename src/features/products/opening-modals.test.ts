// §2.4 "On opening": pause first, then scheduled (closed, receiving) or attention (closed, not).
import { describe, expect, it } from 'vitest';
import { markShown, openingModals, unshown } from './opening-modals';

const ok = { available: true };
const paused = { available: false };

describe('openingModals', () => {
  it.each([
    [[ok], true, true, []],
    [[ok, paused], true, true, ['pause']],
    [[ok], false, true, ['scheduled']],
    [[], false, false, ['attention']],
    [[paused], false, false, ['pause', 'attention']],
  ] as const)('%j open=%s receives=%s → %j', (orderTypes, open, receivesOrders, expected) => {
    expect(openingModals({ orderTypes, open, receivesOrders })).toEqual(expected);
  });

  it('shows each modal once per visit', () => {
    expect(unshown(['pause', 'scheduled'])).toEqual(['pause', 'scheduled']);
    // Reading twice (StrictMode) does not consume anything.
    expect(unshown(['pause', 'scheduled'])).toEqual(['pause', 'scheduled']);
    markShown(['pause']);
    expect(unshown(['pause', 'scheduled'])).toEqual(['scheduled']);
  });
});
