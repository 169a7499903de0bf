import { describe, expect, it } from 'vitest';
import { copyText } from './clipboard';

describe('copyText (§2.3 copy password, §8 "Wifi password copy")', () => {
  it('copies and reports success', async () => {
    let copied = '';
    const ok = await copyText('s3cret', {
      writeText: (text) => {
        copied = text;
        return Promise.resolve();
      },
    });
    expect(ok).toBe(true);
    expect(copied).toBe('s3cret');
  });

  it('reports failure when writing is refused', async () => {
    expect(await copyText('s3cret', { writeText: () => Promise.reject(new Error('denied')) })).toBe(
      false,
    );
  });

  it('reports failure without a clipboard', async () => {
    expect(await copyText('s3cret', undefined)).toBe(false);
  });
});
