import { describe, expect, it } from 'vitest';
import { PUBLIC_ID_ALPHABET, randomPublicId, withFreshPublicId } from './public-ids';

describe('public order ids (§3 public_id)', () => {
  it('are 4 characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = randomPublicId();
      expect(code).toHaveLength(4);
      for (const ch of code) expect(PUBLIC_ID_ALPHABET).toContain(ch);
    }
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B'])
      expect(PUBLIC_ID_ALPHABET).not.toContain(lookAlike);
  });

  it('retries on collision and widens the code after repeated collisions', async () => {
    const tried: string[] = [];
    const code = await withFreshPublicId((candidate) => {
      tried.push(candidate);
      return Promise.resolve(tried.length === 6);
    });
    expect(code).toBe(tried[5]);
    expect(tried.slice(0, 4).every((c) => c.length === 4)).toBe(true);
    expect(tried.slice(4).every((c) => c.length === 5)).toBe(true);
  });

  it('gives up with an error instead of looping forever', async () => {
    await expect(withFreshPublicId(() => Promise.resolve(false))).rejects.toThrow(
      /public order id/,
    );
  });
});
