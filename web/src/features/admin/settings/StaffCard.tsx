import { memo } from 'react';
import { SettingsCard, Text } from './fields';

/** Inviting staff by phone: how long an invitation's texted code stays good. */
export const StaffCard = memo(function StaffCard() {
  return (
    <SettingsCard
      id="settings-staff"
      title="Staff invitations"
      lead="An invitation texted from the Staff screen, and its code, work for this long; Resend starts it again."
    >
      <div className="settings-grid">
        <Text path="staff.inviteHours" label="Staff invitations last (hours)" inputMode="numeric" autoComplete="off" />
      </div>
    </SettingsCard>
  );
});
