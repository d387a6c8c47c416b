import { memo } from 'react';
import { SettingsCard, Text } from './fields';

/** Personal data: how long confirmed orders and bookings keep the guest's name and phone (the privacy notice states it). */
export const PrivacyCard = memo(function PrivacyCard() {
  return (
    <SettingsCard
      id="settings-privacy"
      title="Guests' personal data"
      lead="Confirmed orders and bookings lose the guest's name and phone after this many years; invoices keep their tax figures for 8 years. Unconfirmed orders and bookings are deleted a day after their code or payment expires."
    >
      <div className="settings-grid">
        <Text path="privacy.keepPhoneYears" label="Keep guest names and phones (years)" inputMode="numeric" autoComplete="off" />
      </div>
    </SettingsCard>
  );
});
