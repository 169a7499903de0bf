import { describe, expect, it } from 'vitest';
import { bareHost, classifyHost, hostPort } from './host';

describe('bareHost and hostPort', () => {
  it.each([
    ['Demo.Localhost:3000', 'demo.localhost', '3000'],
    ['menu.example.org.', 'menu.example.org', null],
    ['[::1]:8080', '[::1]', '8080'],
    ['localhost', 'localhost', null],
  ])('%s → %s, port %s', (host, bare, port) => {
    expect(bareHost(host)).toBe(bare);
    expect(hostPort(host)).toBe(port);
  });
});

describe('classifyHost (§1)', () => {
  it.each([
    ['localhost:3000', 'localhost', { kind: 'base' }],
    ['127.0.0.1:3000', 'localhost', { kind: 'base' }],
    ['demo.localhost:3000', 'localhost', { kind: 'token', token: 'demo' }],
    ['DEMO.comanda.example', 'comanda.example:443', { kind: 'token', token: 'demo' }],
    ['a.b.localhost', 'localhost', { kind: 'domain', host: 'a.b.localhost' }],
    ['menu.bistro.test', 'localhost', { kind: 'domain', host: 'menu.bistro.test' }],
  ])('%s on base %s', (host, base, expected) => {
    expect(classifyHost(host, base)).toEqual(expected);
  });
});
