import { memo } from 'react';
import { SettingsCard, Text } from './fields';

/** The dine-in floor: how long a party stays (the waitlist's quote), and how a booking holds the table given to it. */
export const FloorCard = memo(function FloorCard() {
  return (
    <SettingsCard
      id="settings-floor"
      title="Floor and waitlist"
      lead="The waitlist quotes a wait from the tables and how long a party stays: this figure until 5 tables have been cleared, then their own average. A booking given a table holds it on the plan as set below."
    >
      <div className="settings-grid">
        <Text path="floor.averageSeatedMinutes" label="Average time seated (minutes)" inputMode="numeric" autoComplete="off" />
        <Text path="floor.reserveAheadMinutes" label="Show a booked table reserved from (minutes before)" inputMode="numeric" autoComplete="off" />
        <Text path="floor.holdMinutes" label="Keep a booked table after its time (minutes)" inputMode="numeric" autoComplete="off" />
        <Text path="floor.sittingMinutes" label="A booking keeps its table (minutes)" inputMode="numeric" autoComplete="off" />
      </div>
    </SettingsCard>
  );
});
