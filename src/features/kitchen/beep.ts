// A short two-tone beep from the Web Audio API (no audio files). The context is created on the
// sound toggle's click, so browsers that require a gesture let it play later.
let context: AudioContext | null = null;

export function unlockAudio(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
  } catch {
    context = null; // no Web Audio: the board stays silent
  }
}

export function beep(): void {
  if (!context) return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.16);
  }
}

const SOUND_KEY = 'comanda:kitchen-sound';

export function readSoundPreference(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeSoundPreference(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // not remembered; the toggle still works for this visit
  }
}
