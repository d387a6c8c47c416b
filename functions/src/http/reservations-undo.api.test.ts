import { describe, expect, it } from 'vitest';
import { slotId, type ReservationView, type SlotDoc } from '../domain/booking';
import { NOTIFICATIONS, SLOTS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

/** An admin's status change of a reservation can be undone for 10 seconds, seats and texts included. */
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2030-01-14';
const DATE = addDays(TODAY, 5);

const { t, tokens } = apiForFile({ start: { hours: 'seeded' }, at: restaurantInstant(TODAY, '10:30', TZ), sessions: { admin: 'admin' }, unlimitedTexts: true });
let n = 0;
const guest = () => ({ phone: `64${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`, ip: `10.9.${n >> 8}.${n & 255}` });
const outboxFor = async (p: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${p}`)).body.data!.map((m) => m.text);
const setStatus = (id: string, status: string) =>
  t.call<ReservationView>('PATCH', `/api/reservations/admin/${id}/status`, { body: { status }, token: tokens.admin });
const undo = (id: string, move: string) => t.call<ReservationView>('POST', `/api/reservations/admin/${id}/undo`, { body: { move }, token: tokens.admin });
const seatsBooked = async (time: string) => (await t.store.get<SlotDoc>(SLOTS, slotId(DATE, time)))?.booked ?? {};

async function confirmed(time: string, partySize: number) {
  const who = guest();
  const r = await t.call<{ reservationId: string; testOtp: string }>('POST', '/api/reservations/create', {
    body: { name: 'Asha Patel', phone: who.phone, email: '', date: DATE, time, partySize, notes: '' },
    ip: who.ip,
  });
  expect(r.status, r.body.message).toBe(201);
  const v = await t.call('POST', '/api/reservations/verify-otp', {
    body: { reservationId: r.body.data!.reservationId, otp: r.body.data!.testOtp },
    ip: who.ip,
  });
  expect(v.status).toBe(200);
  return { id: r.body.data!.reservationId, phone: who.phone };
}

describe('undoing a reservation status change', () => {
  it('a cancellation undone within 10 seconds takes its seats back and the guest is never told', async () => {
    const b = await confirmed('19:00', 4);
    const cancelled = await setStatus(b.id, 'cancelled');
    expect(cancelled.body.data!.lastMove).toMatchObject({ from: 'confirmed', to: 'cancelled', textHeld: true });
    expect((await seatsBooked('19:00'))[b.id]).toBeUndefined();
    t.clock.advance(8_000);
    const r = await undo(b.id, cancelled.body.data!.lastMove!.id);
    expect([r.status, r.body.message]).toEqual([200, 'Change undone']);
    expect(r.body.data).toMatchObject({ status: 'confirmed', lastMove: null });
    expect((await seatsBooked('19:00'))[b.id]).toBe(4);
    expect(await t.store.get(NOTIFICATIONS, `reservation-cancelled_${b.id}`)).toBeNull();
    t.clock.advance(60_000);
    await t.call('POST', '/api/dev/run-scheduled');
    expect((await outboxFor(b.phone)).filter((x) => x.includes('was cancelled by the restaurant'))).toEqual([]);
  });

  it('a cancellation is not undone once its seats were taken', async () => {
    const b = await confirmed('20:00', 10);
    const cancelled = await setStatus(b.id, 'cancelled');
    for (let i = 0; i < 4; i++) await confirmed('20:00', 10);
    const r = await undo(b.id, cancelled.body.data!.lastMove!.id);
    expect([r.status, r.body.message]).toEqual([409, 'The seats were taken since: this cancellation can no longer be undone']);
    const list = await t.call<{ reservations: ReservationView[] }>('GET', `/api/reservations/admin/${b.id}`, { token: tokens.admin });
    expect(list.body.data).toMatchObject({ _id: b.id, status: 'cancelled' });
  });

  it('after 10 seconds by the server clock the undo is a 409', async () => {
    const b = await confirmed('18:00', 2);
    const moved = await setStatus(b.id, 'cancelled');
    t.clock.advance(10_001);
    const r = await undo(b.id, moved.body.data!.lastMove!.id);
    expect([r.status, r.body.message]).toEqual([409, 'The 10 seconds to undo this change have passed']);
  });
});
