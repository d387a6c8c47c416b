import { GUESTS } from '../domain/collections';
import { applyGuestDelta, emptyGuest, isEmptyDelta, type GuestDelta, type GuestDoc } from '../domain/guests';
import type { TxStore } from '../ports';

/** The guest's record inside a transaction: read it with the other reads, before any write. */
export async function readGuest(tx: TxStore, phone: string): Promise<GuestDoc | null> {
  if (!phone) return null;
  const found = await tx.get<GuestDoc>(GUESTS, phone);
  if (!found) return null;
  const { id: _id, ...doc } = found;
  return doc;
}

/** Applies one event to the record read earlier in the same transaction; an empty change writes nothing. */
export function writeGuestDelta(tx: TxStore, guest: GuestDoc | null, who: { phone: string; name?: string }, delta: GuestDelta, now: Date): void {
  if (!who.phone || isEmptyDelta(delta)) return;
  tx.set(GUESTS, who.phone, applyGuestDelta(guest, who, delta, now));
}

/** A phone's first confirmed order or booking starts its record, so staff can tag the guest from then on. */
export function startGuest(tx: TxStore, guest: GuestDoc | null, who: { phone: string; name: string }, now: Date): void {
  if (!guest && who.phone) tx.set(GUESTS, who.phone, emptyGuest(who.phone, who.name, now));
}
