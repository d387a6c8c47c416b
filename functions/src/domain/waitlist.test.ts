import { describe, expect, it } from 'vitest';
import {
  WaitlistInput,
  WaitlistReference,
  averageSeatedMinutes,
  listOrder,
  placeOf,
  quoteWait,
  referenceFromBytes,
  roundUpToFive,
  type QuoteTable,
} from './waitlist';

const now = new Date('2031-05-04T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
const table = (id: string, seats: number, seatedMinutesAgo: number | null): QuoteTable => ({
  id,
  seats,
  seatedAt: seatedMinutesAgo === null ? null : minutesAgo(seatedMinutesAgo),
});
const quote = (tables: QuoteTable[], partySize: number, ahead: number[] = [], averageMinutes = 45) =>
  quoteWait({ tables, ahead, partySize, averageMinutes, now });

describe('the waitlist form', () => {
  it("takes a name, a 10-digit phone and a party of 1 to 20, and the language of the guest's texts (English unless chosen)", () => {
    expect(WaitlistInput.parse({ name: ' Asha Patel ', phone: '9876543210', partySize: '4' })).toEqual({
      name: 'Asha Patel',
      phone: '9876543210',
      partySize: 4,
      lang: 'en',
    });
    expect(WaitlistInput.parse({ name: 'Asha', phone: '9876543210', partySize: 2, lang: 'gu' }).lang).toBe('gu');
  });

  it.each([
    [{ name: '', phone: '9876543210', partySize: 2 }, 'name', 'Please enter the guest’s name'],
    [{ name: 'Asha', phone: '98765', partySize: 2 }, 'phone', 'Please enter a 10-digit phone number'],
    [{ name: 'Asha', phone: '9876543210', partySize: 0 }, 'partySize', 'Party size must be a whole number from 1 to 20'],
    [{ name: 'Asha', phone: '9876543210', partySize: 21 }, 'partySize', 'Party size must be a whole number from 1 to 20'],
    [{ name: 'Asha', phone: '9876543210', partySize: 2.5 }, 'partySize', 'Party size must be a whole number from 1 to 20'],
  ])('refuses %j, naming the field', (input, field, message) => {
    const result = WaitlistInput.safeParse(input);

    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('makes 7-symbol references from random bytes, which the public route reads in any case', () => {
    const ref = referenceFromBytes(new Uint8Array([0, 1, 31, 32, 255, 100, 7, 9]));

    expect(ref).toBe('AB9A9EH');
    expect(WaitlistReference.parse(ref.toLowerCase())).toBe(ref);
    expect(WaitlistReference.safeParse('ABCD2345').success).toBe(false);
  });
});

describe('the average time seated', () => {
  const bill = (minutes: number) => ({ seatedAt: minutesAgo(minutes + 5), doneAt: minutesAgo(5) });

  it("is Settings' figure while fewer than 5 done bills give one", () => {
    expect(averageSeatedMinutes([bill(60), bill(70), bill(80), bill(90)], 45)).toBe(45);
  });

  it('is the average of the latest done bills once there are 5, leaving out a bill cleared at once or left open overnight', () => {
    const bills = [bill(50), bill(60), bill(70), bill(40), bill(80), bill(2), bill(600)];

    expect(averageSeatedMinutes(bills, 45)).toBe(60);
  });
});

describe('the quoted wait', () => {
  it('rounds up to 5 minutes', () => {
    expect([0, 1, 5, 6, 44.5].map(roundUpToFive)).toEqual([0, 5, 5, 10, 45]);
  });

  it('is 0 when a free table fits the party', () => {
    expect(quote([table('T1', 2, 10), table('T2', 4, null)], 4)).toBe(0);
  });

  it('is the time until the earliest table that fits frees, when every one is taken', () => {
    // T1 (4 seats) seated 30 minutes ago frees in 15; T2 (2 seats) frees in 40 but is too small for 3.
    expect(quote([table('T1', 4, 30), table('T2', 2, 5), table('T3', 6, 12)], 3)).toBe(15);
  });

  it('counts the parties ahead: each takes the table that frees first, and sits for the average', () => {
    const tables = [table('T1', 4, 30), table('T2', 4, 40)];

    // Ahead: a party of 2 takes T2 (frees in 5, then sits 45 → 50); this party gets T1 at 15.
    expect(quote(tables, 4, [2])).toBe(15);
    // Two ahead take T2 then T1; this party waits for T2 again: 5 + 45 = 50.
    expect(quote(tables, 4, [2, 4])).toBe(50);
  });

  it('a free table taken by a party ahead is no longer free', () => {
    expect(quote([table('T1', 4, null), table('T2', 4, 20)], 2, [3])).toBe(25);
  });

  it('quotes a party larger than every table on the largest one', () => {
    expect(quote([table('T1', 4, 40), table('T2', 8, 10)], 12)).toBe(35);
  });

  it('a table overdue on the average frees now, never in the past', () => {
    expect(quote([table('T1', 4, 90)], 4)).toBe(0);
  });

  it("a table reserved for a booking is taken until the booking's time plus the average, not free", () => {
    const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();
    const reserved = (id: string, seats: number, bookingInMinutes: number): QuoteTable => ({
      ...table(id, seats, null),
      reservedFor: inMinutes(bookingInMinutes),
    });

    // T1 is reserved for a booking in 10 minutes: it frees at 10 + 45 = 55, after T2 (seated 20 minutes ago: 25).
    expect(quote([reserved('T1', 4, 10), table('T2', 4, 20)], 4)).toBe(25);
    // The only table that fits is reserved: the wait runs to the end of the booking's stay, never 0.
    expect(quote([reserved('T1', 4, 10)], 4)).toBe(55);
    // A booking 20 minutes late still holds its table (the plan shows it reserved): its stay counts from its time.
    expect(quote([reserved('T1', 4, -20)], 2)).toBe(25);
    // A party seated at a table a booking is coming for: it frees when the booking has sat its stay, not when the party leaves.
    expect(quote([{ ...reserved('T1', 4, 10), seatedAt: minutesAgo(40) }], 2)).toBe(55);
  });

  it('with no plan laid out, is 0 with nobody ahead and one average stay behind anyone', () => {
    expect(quote([], 2)).toBe(0);
    expect(quote([], 2, [4], 42)).toBe(45);
  });
});

describe('the place in the queue', () => {
  const e = (id: string, addedMinutesAgo: number, status: 'waiting' | 'notified' | 'seated' | 'left' = 'waiting') => ({
    id,
    addedAt: minutesAgo(addedMinutesAgo),
    status,
    endedAt: status === 'seated' || status === 'left' ? minutesAgo(1) : null,
    updatedAt: minutesAgo(1),
  });

  it('is the live parties added before, plus one: seated and left parties no longer count', () => {
    const list = [e('a', 30, 'seated'), e('b', 20, 'notified'), e('c', 15, 'left'), e('d', 10), e('f', 5)];

    expect(placeOf(list[4]!, list)).toBe(3);
    expect(placeOf(list[1]!, list)).toBe(1);
  });

  it('the back office lists live parties first in the order they came, then the ended ones', () => {
    const list = [e('a', 30, 'seated'), e('d', 10), e('b', 20, 'notified'), e('c', 15, 'left')];

    expect(listOrder(list).map((x) => x.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
