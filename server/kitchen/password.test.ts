import { describe, expect, it } from 'vitest';
import { hashStaffPassword, verifyStaffPassword } from './password';

describe('staff passwords', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt', async () => {
    const a = await hashStaffPassword('demo1234');
    const b = await hashStaffPassword('demo1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashStaffPassword('correct horse');
    expect(await verifyStaffPassword('correct horse', stored)).toBe(true);
    expect(await verifyStaffPassword('correct hors', stored)).toBe(false);
    expect(await verifyStaffPassword('', stored)).toBe(false);
  });

  it('refuses malformed or absurd stored hashes instead of throwing', async () => {
    const stored = await hashStaffPassword('pw123456');
    expect(await verifyStaffPassword('pw123456', stored.replace('scrypt', 'bcrypt'))).toBe(false);
    expect(await verifyStaffPassword('pw123456', stored.replace('$16384$', '$1000$'))).toBe(false);
    expect(await verifyStaffPassword('pw123456', stored.replace('$16384$', '$1073741824$'))).toBe(
      false,
    );
    expect(await verifyStaffPassword('pw123456', 'scrypt$')).toBe(false);
  });
});
