import { memo } from 'react';
import { PIN_POLICY } from '@domain/staff-pin';
import { SettingsCard, Text } from './fields';

/** Shared devices: how long a person switched in with their PIN stays the one acting, and how many wrong PINs a device may send. */
export const DevicesCard = memo(function DevicesCard() {
  return (
    <SettingsCard
      id="settings-devices"
      title="Shared devices"
      lead="On the counter PC or the kitchen tablet, staff switch person with their own PIN. The device goes back to its own account after this many minutes with no tap."
    >
      <div className="settings-grid">
        <Text path="devices.switchIdleMinutes" label="Switch back after (idle minutes)" inputMode="numeric" autoComplete="off" />
        <Text
          path="devices.wrongPinsPerDevice"
          label="Wrong PINs a device may send"
          hint={`Across all people. Then that device can't switch person until the oldest wrong PIN is older than the minutes below; each person's own PIN also locks after ${PIN_POLICY.maxWrongTries} wrong tries.`}
          inputMode="numeric"
          autoComplete="off"
        />
        <Text path="devices.wrongPinMinutes" label="Counted over (minutes)" inputMode="numeric" autoComplete="off" />
      </div>
    </SettingsCard>
  );
});
