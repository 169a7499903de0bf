import { describe, expect, it } from 'vitest';
import type { AdminOpenTab } from '../../../api/admin-tabs';
import { balanceStateKey, balanceTone, rowTab, tabsByTable } from './open-tabs';

const tab = (qr_id: string): AdminOpenTab => ({
  id: `tab-${qr_id}`,
  qr_id,
  table_name: qr_id,
  opened_at: '2026-11-28T12:00:00.000Z',
  total: 3000,
  paid: 1000,
  balance: 2000,
  balance_state: 'PARTIAL',
  rounds: 2,
  pending_requests: 0,
});

describe("the Tables page's open tabs", () => {
  const byTable = tabsByTable([tab('t1'), tab('t2')]);

  it("gives a table-service table its open tab, or null for 'No open tab'", () => {
    expect(rowTab({ id: 't1', service_type: 'TABLE' }, byTable)?.id).toBe('tab-t1');
    expect(rowTab({ id: 't3', service_type: 'TABLE' }, byTable)).toBeNull();
  });

  it('shows nothing for a table that takes no tab, or while the tabs are not known', () => {
    expect(rowTab({ id: 't1', service_type: 'ONSITE' }, byTable)).toBeUndefined();
    expect(rowTab({ id: 't1', service_type: 'TABLE' }, null)).toBeUndefined();
  });

  it('names and colours each balance state', () => {
    expect(balanceStateKey('OVERPAID')).toBe('admin.tables.tab.state.OVERPAID');
    expect(balanceTone('UNPAID')).toBe('owing');
    expect(balanceTone('PARTIAL')).toBe('owing');
    expect(balanceTone('PAID')).toBe('settled');
    expect(balanceTone('OVERPAID')).toBe('over');
  });
});
