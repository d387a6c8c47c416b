import { memo } from 'react';
import { NO_SHOW_WINDOW_DAYS } from '@domain/booking-text';
import { SettingsCard, Text } from './fields';

/** The guest's record: when a guest is a regular, and reliability instead of deposits. */
export const GuestsCard = memo(function GuestsCard() {
  return (
    <SettingsCard
      id="settings-guests"
      title="Guests"
      lead={`A phone with this many no-shows in ${NO_SHOW_WINDOW_DAYS} days books by request, and its takeaways wait for a call-back.`}
    >
      <div className="settings-grid">
        <Text path="guests.regularAfterVisits" label="Regular after (visits)" inputMode="numeric" autoComplete="off" />
        <Text path="guests.noShowsBeforeRequested" label="No-shows before bookings are requests" inputMode="numeric" autoComplete="off" />
        <Text path="guests.lateCancelHours" label="Late cancellation (hours before)" inputMode="numeric" autoComplete="off" />
      </div>
    </SettingsCard>
  );
});
