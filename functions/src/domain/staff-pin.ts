// No zod here: the web's API client, on every page, imports this module (the input schemas are in staff-pin-input.ts).
import type { StaffRole } from './staff-roles';

/** Wrong PINs a person may type before their PIN locks, and for how long it then stays locked. */
export const PIN_POLICY = { maxWrongTries: 5, lockMinutes: 15 } as const;

/** The header that carries the proof of who is acting on a shared device. */
export const ACTING_HEADER = 'x-acting-person';

/**
 * Why a PIN is too easy to guess, or null: one digit repeated (0000), a run up or down (1234, 9876),
 * a repeated pair or triple (1212, 123123), or the end of the person's own phone number.
 */
export function weakPinReason(pin: string, phone = ''): string | null {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  const easy = 'That PIN is too easy to guess (like 0000, 1234 or 1212): choose another';
  if (steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1)) return easy;
  for (const size of [2, 3]) {
    if (pin.length % size === 0 && pin.length > size && pin === pin.slice(0, size).repeat(pin.length / size)) return easy;
  }
  if (phone.length >= pin.length && phone.endsWith(pin)) return 'That PIN is the end of your phone number: choose another';
  return null;
}

/** A person who can switch in on a shared device, as GET /api/admin/pins/people lists them. */
export interface SwitchPerson {
  uid: string;
  name: string;
  role: StaffRole;
  /** Seconds until a locked PIN can be tried again; 0 when it is not locked. */
  lockedForSeconds: number;
}

/** Who is acting on a device, as POST /api/admin/pins/switch answers it. */
export interface ActingPerson {
  /** The proof the device sends with every back-office call (header x-acting-person): a random secret, only its hash is stored. */
  token: string;
  person: { uid: string; name: string; role: StaffRole };
  /** The device account it is bound to. */
  deviceUid: string;
  /** The idle time after which the switch ends, from Settings. */
  idleMinutes: number;
}

/** The words of a wrong PIN: the tries left, or the lock it caused. */
export function wrongPinMessage(name: string, triesLeft: number): string {
  if (triesLeft <= 0) return `Wrong PIN. ${name}'s PIN is now locked for ${PIN_POLICY.lockMinutes} minutes after ${PIN_POLICY.maxWrongTries} wrong tries.`;
  return `Wrong PIN for ${name}. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before it locks for ${PIN_POLICY.lockMinutes} minutes.`;
}

/** The words of a locked PIN. */
export function lockedPinMessage(name: string, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${name}'s PIN is locked after ${PIN_POLICY.maxWrongTries} wrong tries. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or ask an owner to clear it.`;
}

/** The words of a device that sent too many wrong PINs, across all people, within the window set in Settings. */
export function devicePausedMessage(windowMinutes: number): string {
  return `Too many wrong PINs on this device. Switching person is paused for up to ${windowMinutes} minutes; anyone can still sign in with their own phone and password.`;
}
