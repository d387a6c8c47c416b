import { describe, expect, it } from 'vitest';
import { reminderFields } from './booking-reminder';

const TZ = 'Asia/Kolkata';

describe('the reminder a booking is owed', () => {
  it('a confirmed booking is owed one, found by its start', () => {
    expect(reminderFields({ status: 'confirmed', date: '2034-03-20', time: '19:00' }, TZ)).toEqual({ remindBefore: '2034-03-20T13:30:00.000Z' });
  });

  it('none for a guest who opted out, nor for a booking not (or no longer) confirmed', () => {
    expect(reminderFields({ status: 'confirmed', date: '2034-03-20', time: '19:00', reminders: false }, TZ).remindBefore).toBeNull();
    for (const status of ['pending', 'requested', 'cancelled', 'seated', 'no-show'])
      expect(reminderFields({ status, date: '2034-03-20', time: '19:00' }, TZ).remindBefore).toBeNull();
  });
});
