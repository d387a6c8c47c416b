import { describe, expect, it } from 'vitest';
import { emptySlot, withBooking, withHold } from './booking';
import { slotOffered } from './booking-rules';
import { asapPickup, pickupDates, pickupOffers, pickupSlotId, pickupTimesOn, platesOf, upcomingPickupTimes, type PickupLoad } from './pickup';
import { DEFAULT_SETTINGS, WEEKDAYS, localClock, minutesOf, slotsOn, type Service, type Settings } from './settings';
import { SettingsInput } from './settings-schema';
import { addDays, restaurantInstant } from './time';

const TZ = 'Asia/Kolkata';
const everyDay = (services: Service[]): Settings['hours'] => Object.fromEntries(WEEKDAYS.map((d) => [d, services.map((s) => ({ ...s }))])) as Settings['hours'];
const settingsWith = (patch: Partial<Settings>): Settings => ({ ...DEFAULT_SETTINGS, ...patch });
/** An instant from a restaurant-local date and time. */
const at = (date: string, time: string) => restaurantInstant(date, time, TZ);

const lunchDinner = everyDay([
  { name: 'Lunch', opens: '11:30', closes: '15:00', lastBooking: '14:00', lastOrder: '14:30', lastTakeaway: '14:45' },
  { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '22:00', lastOrder: '22:30' },
]);

/** A small seeded generator (mulberry32): the same seed gives the same cases, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}
const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A valid random service: possibly past midnight, with its last booking, order and takeaway inside it. */
function randomService(r: ReturnType<typeof rng>): Service {
  const opens = r.int(0, 22 * 4) * 15 + r.pick([0, 5, 10]);
  const length = r.int(2, 10) * 60;
  const closes = Math.min(opens + length, 24 * 60 + 6 * 60);
  const inside = (from: number) => from + r.int(1, Math.max(1, closes - from - 1));
  return {
    name: 'Service',
    opens: clock(opens),
    closes: closes === 24 * 60 ? '24:00' : clock(closes),
    lastBooking: clock(inside(opens)),
    lastOrder: clock(inside(opens)),
    lastTakeaway: clock(inside(opens)),
  };
}

const SEED_CASES = 100;
/** Each case formats dates in the zone a few hundred times: slow on a shared machine, not stuck. */
const PROPERTY_TIMEOUT_MS = 60_000;

describe('slots start at each service opening, whatever the interval (property, seeded)', () => {
  it(
    'with 20, 25, 45, 90 minutes and random intervals, times are opening + k × interval (or the last time), the same on every day',
    () => {
      const r = rng(28);
      for (let i = 0; i < SEED_CASES; i += 1) {
        const svc = randomService(r);
        const interval = i < 4 ? [20, 25, 45, 90][i]! : r.int(15, 240);
        const s = settingsWith({ hours: everyDay([svc]), booking: { ...DEFAULT_SETTINGS.booking, slotMinutes: interval } });
        // The schema accepts the service, so it is one an owner could save.
        expect(SettingsInput.shape.hours.safeParse(s.hours).success, JSON.stringify(svc)).toBe(true);
        const day = addDays('2026-11-02', r.int(0, 400));
        const times = slotsOn(s, day);
        expect(times).toContain(svc.opens);
        const open = minutesOf(svc.opens);
        const last = minutesOf(svc.lastBooking) + (minutesOf(svc.lastBooking) < open ? 24 * 60 : 0);
        for (const t of times) {
          const m = minutesOf(t) + (minutesOf(t) < open ? 24 * 60 : 0);
          expect((m - open) % interval === 0 || m === last, `${t} from ${svc.opens} every ${interval}`).toBe(true);
        }
        expect(slotsOn(s, addDays(day, r.int(1, 60)))).toEqual(times);
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'pickup times sit on the 15-minute grid from the opening, end at the last takeaway time, and read back in Asia/Kolkata as their own date and time',
    () => {
      const r = rng(1172);
      for (let i = 0; i < SEED_CASES; i += 1) {
        const svc = randomService(r);
        const s = settingsWith({ hours: everyDay([svc]) });
        const date = addDays('2026-11-02', r.int(0, 400));
        const times = [...pickupTimesOn(s, date), ...pickupTimesOn(s, addDays(date, 1))];
        expect(
          times.map((p) => p.time),
          JSON.stringify(svc),
        ).toContain(svc.opens);
        expect(
          times.map((p) => p.time),
          JSON.stringify(svc),
        ).toContain(svc.lastTakeaway);
        for (const p of times) expect(localClock(new Date(p.at), TZ)).toEqual({ date: p.date, time: p.time });
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never offers a pickup before the lead time, nor after the last takeaway time (property)',
    () => {
      const r = rng(576);
      for (let i = 0; i < SEED_CASES; i += 1) {
        const svc = randomService(r);
        const lead = r.int(0, 90);
        const s = settingsWith({ hours: everyDay([svc]), takeaway: { platesPerSlot: 10, leadMinutes: lead } });
        const now = new Date(at('2026-11-10', '00:00').getTime() + r.int(0, 48 * 60) * 60_000);
        const offered = upcomingPickupTimes(s, now);
        for (const p of offered) expect(Date.parse(p.at)).toBeGreaterThanOrEqual(now.getTime() + lead * 60_000);
        const allowed = new Set([-1, 0, 1, 2, 3].flatMap((d) => pickupTimesOn(s, addDays('2026-11-10', d))).map((p) => p.at));
        for (const p of offered) expect(allowed.has(p.at)).toBe(true);
      }
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('pickup times (the cases other products got wrong)', () => {
  const s = settingsWith({ hours: lunchDinner, takeaway: { platesPerSlot: 10, leadMinutes: 20 } });
  const none: PickupLoad = new Map();

  it('the opening time is bookable and orderable: a table and a pickup at 11:30 when asked early enough', () => {
    const now = at('2026-11-10', '09:00');
    expect(upcomingPickupTimes(s, now)[0]).toMatchObject({ date: '2026-11-10', time: '11:30' });
    expect(slotOffered({ ...s, booking: { ...s.booking, slotMinutes: 45 } }, '2026-11-10', '11:30', now)).toBe(true);
  });

  it('honours the lead time: at 12:03 with 20 minutes lead, the first pickup is 12:30', () => {
    expect(upcomingPickupTimes(s, at('2026-11-10', '12:03'))[0]?.time).toBe('12:30');
  });

  it("offers no ASAP after the last takeaway time: at 22:20 (last 22:30, 20 minutes lead) the next is tomorrow's opening, to choose", () => {
    const now = at('2026-11-10', '22:20');
    const offers = pickupOffers(s, now, none, 1);
    expect(asapPickup(s, now, offers)).toBeNull();
    expect(offers[0]).toMatchObject({ date: '2026-11-11', time: '11:30' });
  });

  it("offers no ASAP once the open service's last takeaway time has passed, even with the evening's times to choose", () => {
    // Lunch takes orders until 14:30, its last pickup is 14:45: at 14:28 the earliest pickup (14:48) is past it.
    const now = at('2026-11-10', '14:28');
    const offers = pickupOffers(s, now, none, 1);
    expect(asapPickup(s, now, offers)).toBeNull();
    expect(offers[0]).toMatchObject({ date: '2026-11-10', time: '19:00' });
    expect(asapPickup(s, at('2026-11-10', '14:20'), pickupOffers(s, at('2026-11-10', '14:20'), none, 1))?.time).toBe('14:45');
  });

  it('lets a guest order for a later day while closed now: at 02:00 today and the next open day are offered, with no ASAP', () => {
    const closedToday = settingsWith({ ...s, closures: [{ from: '2026-11-10', to: '2026-11-12', note: 'Diwali' }] });
    const now = at('2026-11-10', '02:00');
    expect(pickupDates(closedToday, now)).toEqual(['2026-11-10', '2026-11-13']);
    const offers = pickupOffers(closedToday, now, none, 2);
    expect(asapPickup(closedToday, now, offers)).toBeNull();
    expect(offers[0]).toMatchObject({ date: '2026-11-13', time: '11:30' });
  });

  it('a closure spanning days has no pickup times on any of them', () => {
    const closed = settingsWith({ ...s, closures: [{ from: '2026-11-10', to: '2026-11-12', note: '' }] });
    for (const d of ['2026-11-10', '2026-11-11', '2026-11-12']) expect(pickupTimesOn(closed, d)).toEqual([]);
    expect(pickupTimesOn(closed, '2026-11-13').length).toBeGreaterThan(0);
  });

  it('a service past midnight offers its times after midnight on the next date, up to its last takeaway', () => {
    const late = settingsWith({
      hours: everyDay([{ name: 'Night', opens: '18:00', closes: '02:00', lastBooking: '00:00', lastOrder: '01:00', lastTakeaway: '01:30' }]),
    });
    const after = pickupTimesOn(late, '2026-11-11').filter((p) => p.time < '12:00');
    expect(after.map((p) => p.time)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30']);
    expect(after[0]?.at).toBe('2026-11-10T18:30:00.000Z');
  });

  it('ASAP is the first time with room: a full slot is skipped, and a hold that expired frees its plates', () => {
    const now = at('2026-11-10', '12:03');
    const full = withBooking(emptySlot('2026-11-10', '12:30', now), 'a', 9, now);
    const lapsed = withHold(emptySlot('2026-11-10', '12:45', now), 'b', 10, new Date(now.getTime() + 1000).toISOString(), now);
    const load: PickupLoad = new Map([
      [pickupSlotId(full), full],
      [pickupSlotId(lapsed), lapsed],
    ]);
    expect(asapPickup(s, now, pickupOffers(s, now, load, 2))?.time).toBe('13:00');
    const later = new Date(now.getTime() + 2000);
    expect(asapPickup(s, later, pickupOffers(s, later, load, 2))?.time).toBe('12:45');
    expect(pickupOffers(s, now, load, 1)[0]).toMatchObject({ time: '12:30', platesLeft: 1 });
  });

  it('counts plates as the quantities of every line, and an order larger than a slot is never offered a time', () => {
    expect(platesOf([{ quantity: 3 }, { quantity: 2 }])).toBe(5);
    expect(pickupOffers(s, at('2026-11-10', '09:00'), none, 11)).toEqual([]);
  });
});
