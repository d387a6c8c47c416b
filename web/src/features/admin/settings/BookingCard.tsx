import { memo } from 'react';
import { SettingsCard, Text } from './fields';

const whole = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** The table booking rules the booking form and the server follow. */
export const BookingCard = memo(function BookingCard() {
  return (
    <SettingsCard
      id="settings-booking"
      title="Booking rules"
      lead="How guests may book a table online. Last booking times are set with each service in the weekly hours."
    >
      <div className="settings-grid">
        <Text path="booking.slotMinutes" label="Slot interval (minutes)" hint="A time is offered every so many minutes: 60 for hourly" {...whole} />
        <Text path="booking.seatsPerSlot" label="Seats per slot" hint="Guests one time can take in all" {...whole} />
        <Text path="booking.minPartySize" label="Smallest party" {...whole} />
        <Text path="booking.maxPartySize" label="Largest party" hint="Larger groups call the restaurant" {...whole} />
        <Text path="booking.daysAhead" label="Days ahead" hint="How far ahead guests may book" {...whole} />
        <Text
          path="booking.minNoticeMinutes"
          label="Minimum notice (minutes)"
          hint="A time can be booked up to this long before it starts; 0 for any time"
          {...whole}
        />
        <Text
          path="booking.cancelCutoffMinutes"
          label="Self-cancel cutoff (minutes)"
          hint="Guests may cancel online until this long before; 0 until the start"
          {...whole}
        />
        <Text path="booking.maxBookingsPerPhonePerDay" label="Bookings per phone per day" {...whole} />
        <Text path="booking.reminderMinutes" label="Reminder (minutes before)" hint="A text reminds the guest this long before; 0 for no reminder" {...whole} />
      </div>
    </SettingsCard>
  );
});
