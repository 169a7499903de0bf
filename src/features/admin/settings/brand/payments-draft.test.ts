import { describe, expect, it } from 'vitest';
import type { PaymentsValue } from '../../../../domain/brand-schemas';
import {
  addOfflineMethod,
  moveMethod,
  parseFee,
  patchMethod,
  removeMethod,
} from './payments-draft';

const method = (id: string | null, code: string) => ({
  id,
  kind: 'offline' as const,
  code,
  description: null,
  payment_code: null,
  fee: 0,
  provider_id: null,
  enabled: true,
});
const value: PaymentsValue = {
  table: [method('a', 'cash'), method('b', 'card')],
  onsite: [],
  takeaway: [],
  delivery: [],
};

describe('payments draft', () => {
  it('moves a method within its service, and not past either end', () => {
    expect(moveMethod(value, 'table', 1, 'up').table.map((m) => m.id)).toEqual(['b', 'a']);
    expect(moveMethod(value, 'table', 0, 'up')).toBe(value);
    expect(moveMethod(value, 'table', 1, 'down')).toBe(value);
  });

  it('patches, adds and removes only what it should', () => {
    const off = patchMethod(value, 'table', 0, { enabled: false, fee: 2 });
    expect(off.table[0]).toMatchObject({ id: 'a', enabled: false, fee: 2 });
    expect(off.table[1]).toBe(value.table[1]);
    const added = addOfflineMethod(value, 'delivery', 'pix');
    expect(added.delivery).toEqual([method(null, 'pix')]);
    expect(removeMethod(added, 'delivery', 0).delivery).toEqual([]);
    // A saved method is disabled, never removed from the list.
    expect(removeMethod(value, 'table', 0)).toBe(value);
  });

  it('reads a fee typed with a comma or a dot', () => {
    expect(parseFee('1,5')).toBe(1.5);
    expect(parseFee(' 2.25 ')).toBe(2.25);
    expect(parseFee('')).toBe(0);
    expect(parseFee('abc')).toBeNaN();
    expect(parseFee('-1')).toBeNaN();
  });
});
