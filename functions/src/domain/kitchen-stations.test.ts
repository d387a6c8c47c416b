import { describe, expect, it } from 'vitest';
import { lineStation, moveAllParts, movePart, partRefusal, partsOf, partsOfOrder, stampStations, statusOfParts, type StationPart } from './kitchen-stations';
import { SettingsInput } from './settings-schema';
import { DEFAULT_SETTINGS } from './settings-defaults';

const kitchen = { stations: ['Gujarati counter', 'Tandoor', 'Drinks'], thaliStation: 'Gujarati counter' };
const AT = '2040-01-01T12:00:00.000Z';
const part = (station: string, status: StationPart['status']): StationPart => ({ station, status, readyAt: status === 'Ready' ? AT : null });

describe('a line finds its station', () => {
  it("a dish goes to its own station, a dish without one (or at a station since removed) to the first, the thali to the thali's", () => {
    expect(lineStation(kitchen, { menuItemId: 'naan' }, 'Tandoor')).toBe('Tandoor');
    expect(lineStation(kitchen, { menuItemId: 'dhokla' }, undefined)).toBe('Gujarati counter');
    expect(lineStation(kitchen, { menuItemId: 'kulfi' }, 'Dessert bar')).toBe('Gujarati counter');
    expect(lineStation({ ...kitchen, thaliStation: 'Tandoor' }, { menuItemId: 'thali_2040-01-01_lunch' }, 'Drinks')).toBe('Tandoor');
  });

  it('confirming stamps each line and one Pending part per station used, in the order Settings list them', () => {
    const { items, stations } = stampStations(kitchen, [{ station: 'Drinks' }, { station: undefined }, { station: 'Drinks' }, { station: 'Gone' }]);
    expect(items.map((l) => l.station)).toEqual(['Drinks', 'Gujarati counter', 'Drinks', 'Gujarati counter']);
    expect(stations).toEqual([part('Gujarati counter', 'Pending'), part('Drinks', 'Pending')]);
  });

  it('an order confirmed before stations has one part per station of its lines, at its own status', () => {
    const order = { status: 'Ready' as const, readyAt: AT, items: [{ station: 'Tandoor' }, {}] };
    expect(partsOfOrder(kitchen, order)).toEqual([part('Gujarati counter', 'Ready'), part('Tandoor', 'Ready')]);
    expect(partsOf(kitchen, [])).toEqual([]);
  });
});

describe("an order's status follows its stations' parts", () => {
  it('is Pending while no part has started, Preparing once any has, and Ready only when every part is', () => {
    expect(statusOfParts([part('Tandoor', 'Pending'), part('Drinks', 'Pending')])).toBe('Pending');
    expect(statusOfParts([part('Tandoor', 'Preparing'), part('Drinks', 'Pending')])).toBe('Preparing');
    expect(statusOfParts([part('Tandoor', 'Ready'), part('Drinks', 'Pending')])).toBe('Preparing');
    expect(statusOfParts([part('Tandoor', 'Ready'), part('Drinks', 'Ready')])).toBe('Ready');
  });

  it("a station moves its own part one step on, and the others' stay", () => {
    const parts = [part('Tandoor', 'Preparing'), part('Drinks', 'Pending')];
    expect(movePart(parts, 'Tandoor', 'Ready', AT)).toEqual([part('Tandoor', 'Ready'), part('Drinks', 'Pending')]);
    expect(partRefusal(parts, 'Tandoor', 'Ready')).toBeNull();
    expect(partRefusal(parts, 'Drinks', 'Ready')).toBe('The Drinks part is Pending: it can only move to Preparing');
    expect(partRefusal(parts, 'Tandoor', 'Preparing')).toBe('The Tandoor part is already Preparing');
    expect(partRefusal(parts, 'Gujarati counter', 'Preparing')).toBe('This order has nothing for the Gujarati counter station');
    expect(partRefusal(parts, 'Tandoor', 'Completed')).toBe("A station's part can only be Pending, Preparing or Ready, not Completed");
  });

  it('the whole order moved on takes the parts behind it along, and leaving the kitchen changes none', () => {
    const parts = [part('Tandoor', 'Ready'), part('Drinks', 'Pending')];
    expect(moveAllParts(parts, 'Preparing', AT)).toEqual([part('Tandoor', 'Ready'), part('Drinks', 'Preparing')]);
    expect(moveAllParts(parts, 'Ready', AT)).toEqual([part('Tandoor', 'Ready'), part('Drinks', 'Ready')]);
    expect(moveAllParts(parts, 'Completed', AT)).toEqual(parts);
  });
});

describe("the Settings' stations", () => {
  const save = (k: Record<string, unknown>) => SettingsInput.safeParse({ ...DEFAULT_SETTINGS, kitchen: { amberMinutes: 15, redMinutes: 25, ...k } });
  const message = (k: Record<string, unknown>) => {
    const r = save(k);
    return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  };

  it('start with three stations, the thali at the first; settings saved before stations get them', () => {
    const r = save({});
    expect(r.success && r.data.kitchen).toEqual({
      amberMinutes: 15,
      redMinutes: 25,
      stations: ['Gujarati counter', 'Tandoor', 'Drinks'],
      thaliStation: 'Gujarati counter',
    });
  });

  it('drop blank lines, and refuse none, twins, more than 12, a long name and a thali at no station', () => {
    const r = save({ stations: [' Tandoor ', '', 'Chaat'], thaliStation: 'Chaat' });
    expect(r.success && r.data.kitchen.stations).toEqual(['Tandoor', 'Chaat']);
    expect(message({ stations: ['', ' '] })).toBe('kitchen.stations: The kitchen needs at least one station');
    expect(message({ stations: ['Tandoor', 'tandoor'] })).toBe('kitchen.stations: Each station needs its own name');
    expect(message({ stations: Array.from({ length: 13 }, (_, i) => `S${i}`) })).toBe('kitchen.stations: At most 12 stations');
    expect(message({ stations: ['x'.repeat(31)] })).toBe("kitchen.stations: Each station's name must be at most 30 characters");
    expect(message({ stations: ['Tandoor'], thaliStation: 'Drinks' })).toBe("kitchen.thaliStation: The thali's station must be one of the kitchen's stations");
  });
});
