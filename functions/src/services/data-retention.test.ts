import { describe, expect, it } from 'vitest';
import { restaurantInstant } from '../domain/time';
import { archiveDue, retentionRunDue } from './data-retention';

const TZ = 'Asia/Kolkata';
const at = (date: string, time: string) => restaurantInstant(date, time, TZ);

describe('when the retention work runs', () => {
  it('deployed, in one scheduled run a day: the one from 03:00 restaurant time', () => {
    expect(retentionRunDue(at('2031-06-01', '03:00'), TZ, 5)).toBe(true);
    expect(retentionRunDue(new Date(at('2031-06-01', '03:00').getTime() + 4 * 60_000 + 59_000), TZ, 5)).toBe(true);
    expect(retentionRunDue(at('2031-06-01', '03:05'), TZ, 5)).toBe(false);
    expect(retentionRunDue(at('2031-06-01', '02:55'), TZ, 5)).toBe(false);
    expect(retentionRunDue(at('2031-06-01', '15:00'), TZ, 5)).toBe(false);
  });

  it('archives the financial year that closed on 31 March from 3 April on; until then the year before stays the one due', () => {
    const before = { fy: '2029-30', from: '2029-04-01', to: '2030-03-31' };
    expect(archiveDue('2031-03-31')).toEqual(before);
    expect(archiveDue('2031-04-02')).toEqual(before);
    expect(archiveDue('2031-04-03')).toEqual({ fy: '2030-31', from: '2030-04-01', to: '2031-03-31' });
    expect(archiveDue('2031-12-31')).toEqual({ fy: '2030-31', from: '2030-04-01', to: '2031-03-31' });
    expect(archiveDue('2032-01-15')).toEqual({ fy: '2030-31', from: '2030-04-01', to: '2031-03-31' });
    expect(archiveDue('2032-04-03')).toEqual({ fy: '2031-32', from: '2031-04-01', to: '2032-03-31' });
  });
});
