import { memo } from 'react';
import { SettingsCard, Text } from './fields';

/** Shared devices: how long a person switched in with their PIN stays the one acting. */
export const DevicesCard = memo(function DevicesCard() {
  return (
    <SettingsCard
      id="settings-devices"
      title="Shared devices"
      lead="On the counter PC or the kitchen tablet, staff switch person with their own PIN. The device goes back to its own account after this many minutes with no tap."
    >
      <div className="settings-grid">
        <Text path="devices.switchIdleMinutes" label="Switch back after (idle minutes)" inputMode="numeric" autoComplete="off" />
      </div>
    </SettingsCard>
  );
});
