// Issue [16/21] item 8: the services a diner reaches only by a QR code, which the landing names.
import { describe, expect, it } from 'vitest';
import { qrOrderingServices } from './qr-ordering';
import type { EcommerceSettings } from './types';

type Settings = Pick<EcommerceSettings, 'table' | 'onsite'>;
const settings = (table: boolean, onsite: boolean, qr: boolean): Settings =>
  ({
    table: { active: table },
    onsite: { active: onsite, onsite_qr_ordering: qr },
  }) as unknown as Settings;

describe('qrOrderingServices', () => {
  it.each([
    [settings(true, true, true), ['table', 'onsite']],
    [settings(true, true, false), ['table']],
    [settings(false, true, true), ['onsite']],
    [settings(false, true, false), []],
  ])('%#', (input, expected) => {
    expect(qrOrderingServices(input)).toEqual(expected);
  });
});
