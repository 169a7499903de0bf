// §2.11 install-app button: the browser fires `beforeinstallprompt` once, often before the
// landing has rendered, so it is captured here at import time and held until the button asks.
// The shell should import this module early (main.tsx) so the event is never missed.

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const targets = new WeakSet<EventTarget>();

function set(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/** Starts listening on `target` (the window); calling it again for the same target does nothing. */
export function listenForInstallPrompt(target: EventTarget): void {
  if (targets.has(target)) return;
  targets.add(target);
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    // Keeps the browser's own mini-infobar away; our footer button shows the prompt instead.
    event.preventDefault();
    set(event);
  });
  target.addEventListener('appinstalled', () => set(null));
}

export function hasInstallPrompt(): boolean {
  return deferred !== null;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the captured prompt; on accept it is cleared, since a prompt can be used only once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') set(null);
  return outcome;
}

/** For tests: forget any captured prompt. */
export function resetInstallPrompt(): void {
  set(null);
}

if (typeof window !== 'undefined') listenForInstallPrompt(window);

/**
 * §2.11: shown in preview mode when the layout enables it, or when the browser offers a
 * prompt; never on a free main plan (installEnabled false).
 */
export function showInstallButton(opts: {
  installEnabled: boolean;
  previewEnabled: boolean;
  promptAvailable: boolean;
}): boolean {
  return opts.installEnabled && (opts.previewEnabled || opts.promptAvailable);
}
