import { describe, expect, it } from 'vitest';
import { stripSecrets } from './audit';

describe('stripSecrets', () => {
  it('drops keys named like secrets at any depth, keeps everything else', () => {
    const value = {
      name: 'Stripe',
      public_config: { publishable_key: 'pk_test_1' },
      secret_config: { secret_key: 'sk_test_1' },
      staff_password_hash: 'scrypt$…',
      owner_password: 'demo1234',
      providers: [
        { kind: 'mercadopago', access_token: 'APP_USR-1', webhook_secret: 'w', id: 'p1' },
      ],
      apiKey: 'k',
      private_key: 'pk',
      nested: { deeper: { passcode: '1234', label: 'kept' } },
      count: 3,
      empty: null,
    };
    expect(stripSecrets(value)).toEqual({
      name: 'Stripe',
      public_config: { publishable_key: 'pk_test_1' },
      providers: [{ kind: 'mercadopago', id: 'p1' }],
      nested: { deeper: { label: 'kept' } },
      count: 3,
      empty: null,
    });
  });

  it('leaves scalars and arrays of scalars alone and does not change its input', () => {
    expect(stripSecrets('token')).toBe('token');
    expect(stripSecrets(null)).toBeNull();
    expect(stripSecrets([1, 'a'])).toEqual([1, 'a']);
    const input = { password: 'x' };
    stripSecrets(input);
    expect(input).toEqual({ password: 'x' });
  });
});
