import { describe, expect, it } from 'vitest';
import { readStartupQuery } from '../../../src/app/query';
import { tableOrigin, tableUrl } from './table-url';

const ctx = {
  baseHost: 'comanda.example',
  requestHost: 'demo.comanda.example',
  https: true,
  production: true,
};

describe('table QR URL', () => {
  it('opens the landing with qr-id naming the table, as the storefront reads it', () => {
    const url = tableUrl('https://demo.comanda.example', 'b3a1-table_7');
    expect(url).toBe('https://demo.comanda.example/?qr-id=b3a1-table_7');
    expect(readStartupQuery(new URL(url).search).qrId).toBe('b3a1-table_7');
  });

  it('keeps a development port', () => {
    expect(tableUrl('http://demo.localhost:5173', 'x')).toBe('http://demo.localhost:5173/?qr-id=x');
  });

  it('is on {token}.{host}, or on the active custom domain', () => {
    expect(tableOrigin({ token: 'demo', domain_settings: null }, ctx)).toBe(
      'https://demo.comanda.example',
    );
    const domain = {
      token: 'demo',
      domain_settings: { url: 'https://menu.demo-bistro.com/', registration_status: 'active' },
    } as const;
    expect(tableOrigin(domain, ctx)).toBe('https://menu.demo-bistro.com');
    const pending = {
      ...domain,
      domain_settings: { ...domain.domain_settings, registration_status: 'pending' },
    };
    expect(tableOrigin(pending, ctx)).toBe('https://demo.comanda.example');
  });

  // Issue [16/21] item 8: a seeded or staged domain resolves nowhere on a new user's machine.
  it('outside production, is the address the server is reached at', () => {
    const domain = {
      token: 'demo',
      domain_settings: { url: 'menu.demo-bistro.test', registration_status: 'active' },
    } as const;
    const dev = { baseHost: 'localhost', requestHost: 'demo.localhost:3000', https: false };
    expect(tableOrigin(domain, { ...dev, production: false })).toBe('http://demo.localhost:3000');
    expect(
      tableOrigin(domain, { ...dev, requestHost: 'menu.demo-bistro.test:3000', production: false }),
    ).toBe('http://menu.demo-bistro.test:3000');
    expect(tableOrigin(domain, { ...dev, production: true })).toBe('http://menu.demo-bistro.test');
  });
});
