/**
 * The new-order chime, made with the Web Audio API (no sound file to fetch).
 * Browsers keep audio locked until the page has had a user gesture, so the
 * context is created or resumed on the first click or key press, and a chime
 * that cannot play yet reports it instead of failing.
 */
type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as Window & { webkitAudioContext?: AudioContextCtor };
  return window.AudioContext ?? w.webkitAudioContext ?? null;
}

export const audioSupported = () => audioContextClass() !== null;

/** Call from a user gesture: creates or resumes the audio context. */
export function unlockAudio(): void {
  const Ctor = audioContextClass();
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

export const audioUnlocked = () => context?.state === 'running';

/** Two short rising tones. Resolves false when the browser has not allowed audio yet. */
export async function playChime(): Promise<boolean> {
  if (!context) return false;
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  if (context.state !== 'running') return false;
  const start = context.currentTime + 0.02;
  for (const [i, freq] of [880, 1318.5].entries()) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    const t = start + i * 0.18;
    osc.type = 'sine';
    osc.frequency.setValueAtTime(freq, t);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.16);
    osc.connect(gain).connect(context.destination);
    osc.start(t);
    osc.stop(t + 0.17);
  }
  return true;
}

export const MUTE_KEY = 'thali.admin.alertSoundMuted';

export function readMuted(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean, storage: Storage = localStorage): void {
  try {
    if (muted) storage.setItem(MUTE_KEY, '1');
    else storage.removeItem(MUTE_KEY);
  } catch {
    // Private mode may refuse storage: the toggle still works for this visit.
  }
}

export const CHIMED_KEY = 'thali.admin.chimedUpTo';

/**
 * One chime per arrival across this browser's tabs and screens: the back office and the kitchen
 * display both hear of an order, and the first to claim its confirmation time plays the sound.
 */
export function claimChime(arrivedAt: string, storage: Storage = localStorage): boolean {
  try {
    const chimed = storage.getItem(CHIMED_KEY) ?? '';
    if (chimed >= arrivedAt) return false;
    storage.setItem(CHIMED_KEY, arrivedAt);
  } catch {
    // Without storage each screen chimes for itself.
  }
  return true;
}
