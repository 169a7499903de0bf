import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './same-origin';

describe('isOwnOrigin: scheme, host and port, as RFC 6454 compares them', () => {
  it.each([
    // [Origin, Host header, visitor came over TLS, same origin?]
    ['http://demo.localhost:3000', 'demo.localhost:3000', false, true],
    ['https://demo.example', 'demo.example', true, true],
    ['HTTPS://Demo.Example', 'demo.EXAMPLE', true, true],
    // A default port is the same origin whether it is written or not, on either side.
    ['https://demo.example:443', 'demo.example', true, true],
    ['https://demo.example', 'demo.example:443', true, true],
    ['http://demo.example', 'demo.example:80', false, true],
    // The same host over the other scheme is another origin, both ways round.
    ['http://demo.example', 'demo.example', true, false],
    ['https://demo.example', 'demo.example', false, false],
    ['http://demo.example:443', 'demo.example:443', true, false],
    // Another port, another host, a sibling tenant.
    ['http://demo.localhost:3001', 'demo.localhost:3000', false, false],
    ['http://demo.localhost', 'demo.localhost:3000', false, false],
    ['http://sabor.localhost:3000', 'demo.localhost:3000', false, false],
    ['https://demo.example.evil', 'demo.example', true, false],
    // What is no origin at all.
    ['null', 'demo.example', true, false],
    ['not a url', 'demo.example', false, false],
    ['data:text/html,x', 'demo.example', false, false],
    ['', 'demo.example', false, false],
  ] as const)('%s on Host %s (https %s) → %s', (origin, host, https, expected) => {
    expect(isOwnOrigin(origin, host, https)).toBe(expected);
  });
});
