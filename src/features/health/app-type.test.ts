import { describe, expect, it } from 'vitest';
import { appType } from './app-type';

describe('appType (§4.10)', () => {
  it('detects the Android wrapper by its referrer, even in standalone mode', () => {
    expect(appType({ referrer: 'android-app://com.example.menu/', standalone: true })).toBe('twa');
  });
  it('reports an installed app as standalone', () => {
    expect(appType({ referrer: '', standalone: true })).toBe('standalone');
  });
  it('defaults to browser', () => {
    expect(appType({ referrer: 'https://example.com/', standalone: false })).toBe('browser');
  });
});
