import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { SettingsInput } from '@domain/settings-schema';
import {
  bpToPercent,
  fromDraft,
  isoToLocalInput,
  localInputToIso,
  normaliseClock,
  percentToBp,
  sameSettings,
  setAt,
  sortClosures,
  toDraft,
} from './settings-draft';

describe('rates are typed in percent and stored in basis points', () => {
  it.each([
    ['10', 1000],
    ['12.5', 1250],
    ['12.25', 1225],
    ['0', 0],
    ['0.05', 5],
    ['9%', 900],
    [' 18 ', 1800],
    ['12,5', 1250],
  ])('"%s" percent is %i basis points', (text, bp) => {
    expect(percentToBp(text)).toBe(bp);
  });

  it.each(['', 'ten', '12.345', '-5', '1e2', '12.'])('"%s" is not a percentage the screen accepts', (text) => {
    expect(percentToBp(text)).toBeNaN();
  });

  it.each([
    [1000, '10'],
    [1250, '12.5'],
    [1225, '12.25'],
    [5, '0.05'],
    [0, '0'],
    [900, '9'],
  ])('%i basis points show as %s percent', (bp, text) => {
    expect(bpToPercent(bp)).toBe(text);
    expect(percentToBp(text)).toBe(bp);
  });
});

describe('the draft', () => {
  it('of the seeded settings is sent back as the same settings, which the schema accepts', () => {
    const body = fromDraft(toDraft(DEFAULT_SETTINGS));
    expect(body.ordering).toMatchObject({ serviceChargeBp: 1000, parcelChargeBp: 500 });
    expect(body.tax.rateBp).toBe(900);
    const parsed = SettingsInput.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(SettingsInput.parse(DEFAULT_SETTINGS));
  });

  it('shows the rates in percent and the numbers as text', () => {
    const draft = toDraft({ ...DEFAULT_SETTINGS, ordering: { ...DEFAULT_SETTINGS.ordering, serviceChargeBp: 1250 } });
    expect(draft.ordering.serviceChargeBp).toBe('12.5');
    expect(draft.tax.rateBp).toBe('9');
    expect(draft.booking.seatsPerSlot).toBe('40');
    expect(draft.identity.geo.lat).toBe('23.0258');
  });

  it('sends an empty number box as NaN, which the schema names', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    draft.booking.seatsPerSlot = '';
    const parsed = SettingsInput.safeParse(fromDraft(draft));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['booking.seatsPerSlot', 'Seats per slot must be a whole number from 1 to 1000'],
    ]);
  });

  it("reads an offer's times in the restaurant's zone", () => {
    const settings: Settings = {
      ...DEFAULT_SETTINGS,
      offers: [
        {
          id: 'diwali',
          title: 'Diwali',
          blurb: '',
          percentOff: 20,
          itemIds: ['a'],
          startsAt: '2026-11-07T18:30:00.000Z',
          endsAt: '2026-11-09T18:30:00.000Z',
          showAsDeal: true,
        },
      ],
    };
    const draft = toDraft(settings);
    // 18:30 UTC is midnight in Asia/Kolkata (+05:30).
    expect(draft.offers[0]).toMatchObject({ percentOff: '20', startsAt: '2026-11-08T00:00', endsAt: '2026-11-10T00:00' });
    expect(fromDraft(draft).offers[0]).toMatchObject({ percentOff: 20, startsAt: '2026-11-07T18:30:00.000Z', endsAt: '2026-11-09T18:30:00.000Z' });
    expect(localInputToIso('2026-06-01T12:00', 'Europe/London')).toBe('2026-06-01T11:00:00.000Z');
    expect(isoToLocalInput('2026-06-01T11:00:00.000Z', 'Europe/London')).toBe('2026-06-01T12:00');
    expect(localInputToIso('', 'Asia/Kolkata')).toBe('');
  });

  it('sorts closures soonest first, unfinished rows last', () => {
    const sorted = sortClosures([
      { from: '', to: '', note: 'new' },
      { from: '2026-12-25', to: '2026-12-25', note: 'Christmas' },
      { from: '2026-11-08', to: '2026-11-09', note: 'Diwali' },
    ]);
    expect(sorted.map((c) => c.note)).toEqual(['Diwali', 'Christmas', 'new']);
  });
});

describe('unsaved changes', () => {
  const saved = toDraft(DEFAULT_SETTINGS);

  it('are none while the draft is as loaded', () => {
    expect(sameSettings(toDraft(DEFAULT_SETTINGS), saved)).toBe(true);
  });

  it('are there after a field changes, and gone when it is changed back', () => {
    const edited = setAt(saved, 'hours.monday.0.closes', '22:00');
    expect(sameSettings(edited, saved)).toBe(false);
    expect(sameSettings(setAt(edited, 'hours.monday.0.closes', '23:00'), saved)).toBe(true);
  });

  it('are not there when a rate is typed differently but means the same', () => {
    expect(sameSettings(setAt(saved, 'ordering.serviceChargeBp', '10.0'), saved)).toBe(true);
    expect(sameSettings(setAt(saved, 'ordering.serviceChargeBp', '10.5'), saved)).toBe(false);
  });

  it('are there when a closure is added', () => {
    expect(sameSettings({ ...saved, closures: [{ from: '2026-12-25', to: '2026-12-25', note: '' }] }, saved)).toBe(false);
  });
});

describe('editing helpers', () => {
  it('setAt copies only the way to the changed value', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    const next = setAt(draft, 'hours.monday.0.opens', '12:00');
    expect(next.hours.monday[0]!.opens).toBe('12:00');
    expect(draft.hours.monday[0]!.opens).toBe('08:00');
    expect(next.hours.tuesday).toBe(draft.hours.tuesday);
    expect(next.identity).toBe(draft.identity);
  });

  it.each([
    ['930', '09:30'],
    ['9:30', '09:30'],
    ['1830', '18:30'],
    ['18.30', '18:30'],
    ['24:00', '24:00'],
    ['noon', 'noon'],
  ])('a time typed "%s" becomes "%s"', (typed, tidy) => {
    expect(normaliseClock(typed)).toBe(tidy);
  });
});
