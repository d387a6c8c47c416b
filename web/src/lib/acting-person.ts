import { ACTING_HEADER, type ActingPerson } from '@domain/staff-pin';
import { ACTING_KEY, setActingProof } from './api-client';

/**
 * Who is acting on this shared device, kept in this browser's storage so that every tab of the device agrees.
 * Only the proof the server issued is kept (a random secret bound to the device's account); the server checks it on
 * every back-office call, so nothing here is trusted on its own.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; value: ActingPerson | null } = { raw: null, value: null };

function parse(raw: string | null): ActingPerson | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as ActingPerson;
    return typeof v.token === 'string' && typeof v.person?.uid === 'string' && typeof v.deviceUid === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** The acting person of this device, or null. */
export function readActing(): ActingPerson | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(ACTING_KEY);
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

const emit = () => listeners.forEach((l) => l());

export function setActing(acting: ActingPerson): void {
  localStorage.setItem(ACTING_KEY, JSON.stringify(acting));
  emit();
}

export function clearActing(): void {
  if (typeof localStorage === 'undefined' || localStorage.getItem(ACTING_KEY) === null) return;
  localStorage.removeItem(ACTING_KEY);
  emit();
}

/** For useSyncExternalStore: changes made here and in the device's other tabs. */
export function subscribeActing(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === ACTING_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Loaded with the back office only: from then on its calls carry the proof of whoever switched in.
setActingProof({
  header: (): Record<string, string> => {
    const acting = readActing();
    return acting ? { [ACTING_HEADER]: acting.token } : {};
  },
  ended: clearActing,
});
