import { describe, expect, it, vi } from 'vitest';
import { displayMode, watchStandalone } from './display-mode';

describe('displayMode (§4.10)', () => {
  it('detects the Android wrapper by its referrer, even in standalone mode', () => {
    expect(displayMode({ referrer: 'android-app://com.example.menu/', standalone: true })).toBe(
      'twa',
    );
  });
  it('reports an installed app as standalone', () => {
    expect(displayMode({ referrer: '', standalone: true })).toBe('standalone');
  });
  it('defaults to browser', () => {
    expect(displayMode({ referrer: 'https://example.com/', standalone: false })).toBe('browser');
  });
});

describe('watchStandalone (§4.10)', () => {
  function fakeQuery() {
    const target = new EventTarget();
    const change = (matches: boolean) =>
      target.dispatchEvent(Object.assign(new Event('change'), { matches }));
    return { query: target as unknown as MediaQueryList, change };
  }

  it('calls back on a change to standalone only, until stopped', () => {
    const { query, change } = fakeQuery();
    const onStandalone = vi.fn();
    const stop = watchStandalone(onStandalone, query);
    change(false);
    expect(onStandalone).not.toHaveBeenCalled();
    change(true);
    expect(onStandalone).toHaveBeenCalledOnce();
    stop();
    change(true);
    expect(onStandalone).toHaveBeenCalledOnce();
  });
});
