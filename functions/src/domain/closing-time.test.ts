import { describe, expect, it } from 'vitest';
import { bookingRefusal } from './booking-rules';
import { SettingsInput } from './settings-schema';
import { DEFAULT_SETTINGS, WEEKDAYS, orderingClosedReason, serviceAt, slotsOn, withDefaults, type Service, type Settings } from './settings';
import { restaurantInstant } from './time';

const everyDay = (services: Service[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, services])) as Settings['hours'];
const withHours = (services: Service[], booking: Partial<Settings['booking']> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  hours: everyDay(services),
  booking: { ...DEFAULT_SETTINGS.booking, ...booking },
});
const at = (date: string, time: string) => restaurantInstant(date, time, 'Asia/Kolkata');
const input = (s: Settings) => ({ ...s, updatedAt: undefined });

describe('closing time', () => {
  const kitchen: Service = { name: 'All day', opens: '08:00', closes: '23:00', lastBooking: '21:00', lastOrder: '22:30' };
  const s = withHours([kitchen]);

  it('when the last order time has passed, ordering is refused though the restaurant is still open', () => {
    expect(orderingClosedReason(s, at('2026-12-01', '22:30'))).toBeNull();
    const reason = orderingClosedReason(s, at('2026-12-01', '22:31'));
    expect(reason).toBe('Last orders were at 22:30: we are not taking orders now. We open again tomorrow at 08:00.');
    expect(serviceAt(s, at('2026-12-01', '22:31'))?.name).toBe('All day');
  });

  it('when 45-minute slots skip the last booking time, the last booking time is still offered', () => {
    const slots = slotsOn(withHours([kitchen], { slotMinutes: 45 }), '2026-12-01');
    expect(slots.at(-1)).toBe('21:00');
    expect(slots.at(-2)).toBe('20:45');
    expect(slots[0]).toBe('08:00');
  });

  it('settings saved before last orders existed take orders until closing', () => {
    const old = withDefaults({ hours: everyDay([{ name: 'All day', opens: '08:00', closes: '23:00', lastBooking: '21:00' } as Service]) });
    expect(old.hours.monday[0]!.lastOrder).toBe('23:00');
    expect(orderingClosedReason(old, at('2026-12-01', '22:59'))).toBeNull();
  });

  it('a save without a last order time takes the closing time; one after closing is refused with its field', () => {
    const saved = SettingsInput.parse(input(withHours([{ ...kitchen, lastOrder: undefined } as unknown as Service])));
    expect(saved.hours.monday[0]!.lastOrder).toBe('23:00');
    const late = SettingsInput.safeParse(input(withHours([{ ...kitchen, lastOrder: '23:30' }])));
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]).toMatchObject({
      path: ['hours', 'monday', 0, 'lastOrder'],
      message: "All day's last order must be after it opens and no later than it closes",
    });
  });
});

describe('a service past midnight', () => {
  const late: Service = { name: 'Dinner', opens: '18:00', closes: '02:00', lastBooking: '01:00', lastOrder: '01:30' };
  const s = withHours([late], { slotMinutes: 60 });

  it('can be saved, and a typing slip that would run all day cannot', () => {
    expect(SettingsInput.safeParse(input(s)).success).toBe(true);
    const slip = SettingsInput.safeParse(input(withHours([{ ...late, closes: '12:00', lastBooking: '20:00', lastOrder: '20:00' }])));
    expect(slip.error?.issues[0]?.message).toBe('Dinner must close after it opens');
  });

  it('cannot run into the next day’s first service', () => {
    const clash = SettingsInput.safeParse(
      input({ ...s, hours: { ...s.hours, tuesday: [{ name: 'Breakfast', opens: '01:00', closes: '10:00', lastBooking: '09:00', lastOrder: '09:30' }] } }),
    );
    expect(clash.error?.issues[0]?.message).toBe("Monday's Dinner runs past 01:00, when Tuesday's Breakfast opens");
  });

  it('takes orders after midnight until its last order, then names the next opening', () => {
    expect(orderingClosedReason(s, at('2026-12-02', '00:45'))).toBeNull();
    expect(orderingClosedReason(s, at('2026-12-02', '01:30'))).toBeNull();
    expect(orderingClosedReason(s, at('2026-12-02', '01:31'))).toBe('Last orders were at 01:30: we are not taking orders now. We open again today at 18:00.');
    expect(orderingClosedReason(s, at('2026-12-02', '02:00'))).toBe('We are closed right now. We open again today at 18:00.');
  });

  it('offers its times after midnight on the next calendar date, and bookings there are taken', () => {
    expect(slotsOn(s, '2026-12-02')).toEqual(['00:00', '01:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00']);
    expect(bookingRefusal(s, { date: '2026-12-02', time: '01:00', partySize: 2 }, at('2026-12-01', '12:00'))).toBeNull();
    expect(bookingRefusal(s, { date: '2026-12-02', time: '02:00', partySize: 2 }, at('2026-12-01', '12:00'))?.field).toBe('time');
  });

  it('after a closed night, the next date has no times after midnight', () => {
    const closedMonday = { ...s, closures: [{ from: '2026-11-30', to: '2026-11-30', note: 'Stock-taking' }] };
    expect(slotsOn(closedMonday, '2026-12-01')[0]).toBe('18:00');
    expect(orderingClosedReason(closedMonday, at('2026-12-01', '00:30'))).toBe('We are closed right now. We open again today at 18:00.');
  });
});

describe('a service that closes before it opens and after 06:00', () => {
  it('gets one message, on its closing time, and no other', () => {
    const slip = SettingsInput.safeParse(input(withHours([{ name: 'All day', opens: '12:00', closes: '11:00', lastBooking: '21:00', lastOrder: '22:30' }])));
    expect(slip.error?.issues.filter((i) => i.path[1] === 'monday').map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hours.monday.0.closes', 'All day must close after it opens'],
    ]);
  });
});
