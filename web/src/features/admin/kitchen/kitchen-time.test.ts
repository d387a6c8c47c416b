import { describe, expect, it } from 'vitest';
import { URGENCY_LABEL, clockTime, elapsedMinutes, elapsedText, urgencyOf } from './kitchen-time';

const confirmed = '2026-11-20T18:00:00.000Z';
const at = (minutes: number, seconds = 0) => Date.parse(confirmed) + minutes * 60_000 + seconds * 1000;
const DEFAULTS = { amberMinutes: 15, redMinutes: 25 };

describe('a ticket’s elapsed time', () => {
  it('counts whole minutes since the order was confirmed', () => {
    expect(elapsedMinutes(confirmed, at(0, 59))).toBe(0);
    expect(elapsedMinutes(confirmed, at(17, 30))).toBe(17);
  });

  it('never goes below zero when the tablet’s clock is a little behind the server’s', () => {
    expect(elapsedMinutes(confirmed, at(0, -20))).toBe(0);
  });

  it('reads "Just now", then minutes, then hours and minutes', () => {
    expect(elapsedText(0)).toBe('Just now');
    expect(elapsedText(1)).toBe('1 min');
    expect(elapsedText(17)).toBe('17 min');
    expect(elapsedText(65)).toBe('1 h 05 min');
  });

  it('shows the confirmation time in the restaurant’s time zone', () => {
    expect(clockTime(confirmed, 'Asia/Kolkata')).toBe('11:30 PM');
    expect(clockTime(confirmed, 'America/Chicago')).toBe('12:00 PM');
  });
});

describe('amber and red', () => {
  it('with the seeded settings: on time to 14 minutes, amber from 15, red from 25', () => {
    expect(urgencyOf(elapsedMinutes(confirmed, at(14, 59)), DEFAULTS)).toBe('on-time');
    expect(urgencyOf(elapsedMinutes(confirmed, at(15)), DEFAULTS)).toBe('amber');
    expect(urgencyOf(24, DEFAULTS)).toBe('amber');
    expect(urgencyOf(25, DEFAULTS)).toBe('red');
    expect(urgencyOf(90, DEFAULTS)).toBe('red');
  });

  it('follows the thresholds the owner saved', () => {
    const tight = { amberMinutes: 5, redMinutes: 8 };
    expect(urgencyOf(4, tight)).toBe('on-time');
    expect(urgencyOf(5, tight)).toBe('amber');
    expect(urgencyOf(8, tight)).toBe('red');
  });

  it('goes straight to red when red is set no later than amber', () => {
    expect(urgencyOf(10, { amberMinutes: 10, redMinutes: 10 })).toBe('red');
    expect(urgencyOf(9, { amberMinutes: 10, redMinutes: 10 })).toBe('on-time');
  });

  it('says it in words as well as colour', () => {
    expect(URGENCY_LABEL).toEqual({ 'on-time': 'On time', amber: 'Running late', red: 'Overdue' });
  });
});
