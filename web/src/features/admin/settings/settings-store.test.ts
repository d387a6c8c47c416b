import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { toDraft, type SettingsDraft } from './settings-draft';
import { checkDraft } from './settings-errors';
import { createSettingsStore } from './settings-store';

const check = (d: SettingsDraft) => {
  const c = checkDraft(d);
  return c.ok ? {} : c.errors;
};
const storeWith = (edit: (d: SettingsDraft) => SettingsDraft = (d) => d) => createSettingsStore(edit(toDraft(DEFAULT_SETTINGS)), check);

describe('the marks after a save that failed', () => {
  it('go as soon as the field is right, even when another field fixed it', () => {
    const store = storeWith();
    store.set('hours.monday.0.closes', '07:00');
    store.showErrors(check(store.get().draft), 'check');
    expect(store.get().errors).toEqual({ 'hours.monday.0.closes': 'All day must close after it opens' });
    store.set('hours.monday.0.opens', '06:00');
    store.set('hours.monday.0.lastBooking', '06:30');
    expect(store.get().errors).toEqual({});
  });

  it('follow a changed message, and no new mark appears before the next save', () => {
    const store = storeWith();
    store.set('booking.seatsPerSlot', '');
    store.showErrors(check(store.get().draft), 'check');
    store.set('booking.seatsPerSlot', '2');
    expect(store.get().errors).toEqual({});
    store.set('booking.seatsPerSlot', '');
    store.update((d) => ({ ...d, hours: { ...d.hours, monday: [...d.hours.monday, { name: '', opens: '', closes: '', lastBooking: '', lastOrder: '' }] } }));
    expect(store.get().errors).toEqual({});
  });

  it('from the server go when their field is edited, not when another is', () => {
    const store = storeWith();
    store.showErrors({ 'home.trendingItemIds': 'No menu item has the id gone' }, 'server');
    store.set('identity.name', 'Thali Ghar');
    expect(store.get().errors).toEqual({ 'home.trendingItemIds': 'No menu item has the id gone' });
    store.set('home.trendingItemIds', []);
    expect(store.get().errors).toEqual({});
  });

  it('tell the fields that listen, and only when the state changes', () => {
    const store = storeWith();
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.set('identity.name', 'Thali Ghar');
    stop();
    store.set('identity.name', 'Thali House');
    expect(calls).toBe(1);
    expect(store.get().draft.identity.name).toBe('Thali House');
  });
});
