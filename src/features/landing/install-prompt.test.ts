import { afterEach, describe, expect, it } from 'vitest';
import {
  hasInstallPrompt,
  listenForInstallPrompt,
  promptInstall,
  resetInstallPrompt,
  showInstallButton,
  subscribeInstallPrompt,
} from './install-prompt';

function fakePromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  let prompted = 0;
  Object.assign(event, {
    prompt: () => {
      prompted += 1;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompted: () => prompted };
}

afterEach(() => resetInstallPrompt());

describe('install prompt (§2.11 "download application")', () => {
  it('is unavailable until the browser offers a prompt', async () => {
    expect(hasInstallPrompt()).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
  });

  it('captures the prompt, suppresses the browser infobar and notifies subscribers', () => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    let calls = 0;
    const stop = subscribeInstallPrompt(() => (calls += 1));
    const { event } = fakePromptEvent('accepted');
    target.dispatchEvent(event);
    stop();
    expect(hasInstallPrompt()).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(calls).toBe(1);
  });

  it.each([
    ['accepted', false],
    ['dismissed', true],
  ] as const)('reports %s; the prompt stays afterwards: %s', async (outcome, stays) => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    const fake = fakePromptEvent(outcome);
    target.dispatchEvent(fake.event);
    expect(await promptInstall()).toBe(outcome);
    expect(fake.prompted()).toBe(1);
    expect(hasInstallPrompt()).toBe(stays);
  });

  it('forgets the prompt once the app is installed', () => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    target.dispatchEvent(fakePromptEvent('dismissed').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(hasInstallPrompt()).toBe(false);
  });

  it('ignores events without a prompt method', () => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    target.dispatchEvent(new Event('beforeinstallprompt'));
    expect(hasInstallPrompt()).toBe(false);
  });
});

describe('showInstallButton (§2.11 install button visibility)', () => {
  it.each([
    [true, true, false, true],
    [true, false, true, true],
    [true, false, false, false],
    [false, true, true, false],
  ])(
    'installEnabled %s, preview %s, prompt %s → %s',
    (installEnabled, previewEnabled, promptAvailable, expected) => {
      expect(showInstallButton({ installEnabled, previewEnabled, promptAvailable })).toBe(expected);
    },
  );
});
