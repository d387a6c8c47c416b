import { memo } from 'react';
import { BILL_PAPERS, TICKET_PAPERS } from '@domain/settings';
import { Choice, SettingsCard, Text } from './fields';
import { useDraftAt } from './settings-store';

/** The stations as the owner has typed them so far: one a line, blank lines left out. */
const stationNames = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** When a kitchen ticket changes colour. */
export const KitchenCard = memo(function KitchenCard() {
  const stations = stationNames(useDraftAt<string>('kitchen.stations') ?? '');
  return (
    <SettingsCard id="settings-kitchen" title="Kitchen display" lead="A ticket on the kitchen display turns amber, then red, as it waits.">
      <div className="settings-grid">
        <Text path="kitchen.amberMinutes" label="Amber after (minutes)" inputMode="numeric" autoComplete="off" />
        <Text path="kitchen.redMinutes" label="Red after (minutes)" inputMode="numeric" autoComplete="off" />
      </div>
      <div className="settings-grid">
        <Text
          path="kitchen.stations"
          label="Kitchen stations"
          multiline
          autoComplete="off"
          hint="One a line, up to 12: each prints its own ticket and can have its own kitchen display. A dish without a station, or whose station is removed, goes to the first."
        />
        <Choice path="kitchen.thaliStation" label="The thali's station" options={stations} hint="Where the day's thali is plated" />
      </div>
      <div className="settings-grid">
        <Choice path="printing.ticketPaper" label="Kitchen ticket paper" options={TICKET_PAPERS} labels={{ '58mm': '58 mm roll', '80mm': '80 mm roll' }} />
        <Choice
          path="printing.billPaper"
          label="Bill paper"
          options={BILL_PAPERS}
          labels={{ a4: 'A4 sheet', '80mm': '80 mm roll' }}
          hint="What the bill's print view starts with"
        />
      </div>
      <div className="settings-grid">
        <Text
          path="takeaway.platesPerSlot"
          label="Takeaway plates per 15 minutes"
          inputMode="numeric"
          autoComplete="off"
          hint="What the kitchen can hand over in each pickup slot; checkout offers only times with room"
        />
        <Text
          path="takeaway.leadMinutes"
          label="Takeaway lead time (minutes)"
          inputMode="numeric"
          autoComplete="off"
          hint="The earliest pickup is this long after ordering"
        />
      </div>
    </SettingsCard>
  );
});
