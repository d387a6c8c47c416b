import { memo } from 'react';
import { TEXT_CHANNEL_CHOICES } from '@domain/settings';
import { Choice, SettingsCard } from './fields';

const CHANNEL_LABEL: Record<(typeof TEXT_CHANNEL_CHOICES)[number], string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  'whatsapp-then-sms': 'WhatsApp, then SMS if it fails',
};

/** How codes and messages reach guests: SMS, WhatsApp, or WhatsApp with one SMS when it can't deliver. */
export const TextsCard = memo(function TextsCard() {
  return (
    <SettingsCard
      id="settings-texts"
      title="Texts to guests"
      lead="How codes, confirmations and reminders reach guests. WhatsApp costs less and is read first; it needs its settings on the server before it can be chosen."
    >
      <div className="settings-grid">
        <Choice
          path="texts.channel"
          label="Send texts by"
          hint="WhatsApp, then SMS: a message WhatsApp can't deliver goes as one SMS instead."
          options={TEXT_CHANNEL_CHOICES}
          labels={CHANNEL_LABEL}
        />
      </div>
    </SettingsCard>
  );
});
