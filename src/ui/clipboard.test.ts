import { describe, expect, it } from 'vitest';
import { copyAndTell, copyText } from './clipboard';

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

describe('copyAndTell', () => {
  it('tells the diner it failed where there is no clipboard (no secure context)', async () => {
    const { snackbarState } = await import('./snackbar-store');
    const ok = await copyAndTell('000201', { copied: 'Copied', failed: 'It failed to copy' });
    expect(ok).toBe(false);
    expect(snackbarState.current).toMatchObject({ text: 'It failed to copy', tone: 'error' });
  });
});
