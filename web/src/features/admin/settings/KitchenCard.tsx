import { memo } from 'react';
import { SettingsCard, Text } from './fields';

/** When a kitchen ticket changes colour. */
export const KitchenCard = memo(function KitchenCard() {
  return (
    <SettingsCard id="settings-kitchen" title="Kitchen display" lead="A ticket on the kitchen display turns amber, then red, as it waits.">
      <div className="settings-grid">
        <Text path="kitchen.amberMinutes" label="Amber after (minutes)" inputMode="numeric" autoComplete="off" />
        <Text path="kitchen.redMinutes" label="Red after (minutes)" inputMode="numeric" autoComplete="off" />
      </div>
    </SettingsCard>
  );
});
