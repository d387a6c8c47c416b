import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { ApiError } from '@/lib/api-client';
import { setAt, toDraft } from './settings-draft';
import { checkDraft, fieldErrors, fieldId, fieldOf, serverFieldErrors } from './settings-errors';

const draft = () => toDraft(DEFAULT_SETTINGS);

describe("the schema's issues mark the screen's fields", () => {
  it('a service that closes before it opens marks its closing time', () => {
    const check = checkDraft(setAt(draft(), 'hours.monday.0.closes', '07:00'));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toEqual({ 'hours.monday.0.closes': 'All day must close after it opens' });
  });

  it('overlapping services mark the day', () => {
    const d = draft();
    d.hours.friday = [
      { name: 'Lunch', opens: '12:00', closes: '16:00', lastBooking: '15:00', lastOrder: '15:00' },
      { name: 'Dinner', opens: '15:00', closes: '23:00', lastBooking: '22:00', lastOrder: '22:00' },
    ];
    const check = checkDraft(d);
    expect(!check.ok && check.errors).toEqual({ 'hours.friday': "Friday's services overlap: Lunch and Dinner" });
  });

  it('a rate speaks in percent, the way the owner typed it', () => {
    const check = checkDraft(setAt(setAt(draft(), 'ordering.serviceChargeBp', '12.345'), 'tax.rateBp', '60'));
    expect(!check.ok && check.errors).toEqual({
      'ordering.serviceChargeBp': 'Service charge must be a percentage from 0 to 50, with at most 2 decimals, like 10 or 12.5',
      'tax.rateBp': 'Tax rate must be a percentage from 0 to 50, with at most 2 decimals, like 10 or 12.5',
    });
  });

  it('keeps the first message of each field, in the order found', () => {
    const d = setAt(setAt(draft(), 'identity.name', ''), 'closures', [{ from: '2026-12-26', to: '2026-12-25', note: '' }]);
    const check = checkDraft(d);
    expect(!check.ok && Object.entries(check.errors)).toEqual([
      ['identity.name', 'Restaurant name is required'],
      ['closures.0.to', 'A closure must end on or after the day it starts'],
    ]);
  });

  it('an issue about one entry of a chosen list marks the list', () => {
    expect(fieldOf('ordering.orderTypes.1')).toBe('ordering.orderTypes');
    expect(fieldOf('offers.2.itemIds.0')).toBe('offers.2.itemIds');
    expect(fieldOf('home.trendingItemIds.3')).toBe('home.trendingItemIds');
    expect(fieldOf('hours.monday.0.closes')).toBe('hours.monday.0.closes');
    expect(fieldErrors([{ path: 'ordering.orderTypes.0', message: 'Order type must be dine-in or takeaway' }])).toEqual({
      'ordering.orderTypes': 'Order type must be dine-in or takeaway',
    });
  });

  it('thalis per online order is a whole number from 1 to 200', () => {
    for (const bad of ['0', '201', '2.5', '']) {
      const check = checkDraft(setAt(draft(), 'ordering.maxThaliPlates', bad));
      expect(!check.ok && check.errors['ordering.maxThaliPlates'], bad).toMatch(/^Thalis per online order must be/);
    }
    const good = checkDraft(setAt(draft(), 'ordering.maxThaliPlates', '12'));
    expect(good.ok && good.body.ordering.maxThaliPlates).toBe(12);
  });

  it('a good draft is sent with numbers, basis points and ISO times', () => {
    const check = checkDraft(setAt(draft(), 'ordering.parcelChargeBp', '7.5'));
    expect(check.ok && check.body.ordering.parcelChargeBp).toBe(750);
  });

  it('gives each field an id the page can find', () => {
    expect(fieldId('hours.monday.0.closes')).toBe('setting-hours-monday-0-closes');
  });
});

describe('a 400 from the server marks fields the same way', () => {
  it('from its data.issues', () => {
    const e = new ApiError(400, 'Lunch must close after it opens', {
      success: false,
      code: 'validation_failed',
      message: 'Lunch must close after it opens',
      data: {
        field: 'hours.monday.0.closes',
        issues: [
          { path: 'hours.monday.0.closes', message: 'Lunch must close after it opens' },
          { path: 'tax.rateBp', message: 'Tax rate must be at most 5000' },
        ],
      },
    });
    expect(serverFieldErrors(e)).toEqual({
      'hours.monday.0.closes': 'Lunch must close after it opens',
      'tax.rateBp': 'Tax rate must be a percentage from 0 to 50, with at most 2 decimals, like 10 or 12.5',
    });
  });

  it('from its data.field with the message when it sends no issues (a dish not on the menu)', () => {
    const e = new ApiError(400, 'No menu item has the id gone', {
      success: false,
      code: 'validation_failed',
      message: 'No menu item has the id gone',
      data: { field: 'offers.0.itemIds' },
    });
    expect(serverFieldErrors(e)).toEqual({ 'offers.0.itemIds': 'No menu item has the id gone' });
  });

  it('not from any other failure', () => {
    expect(serverFieldErrors(new ApiError(500, 'Server error (500)'))).toBeNull();
    expect(serverFieldErrors(new ApiError(400, 'Bad JSON', { success: false, message: 'Bad JSON' }))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});
