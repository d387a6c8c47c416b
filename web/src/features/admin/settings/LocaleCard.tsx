import { memo, useMemo } from 'react';
import { Choice, SettingsCard, Text } from './fields';
import { IndiaPreset } from './IndiaPreset';
import { RepricePanel } from './RepricePanel';

/** The zones this browser knows, or none when it can't list them (the owner then types one). */
function timeZones(): string[] {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

/** Money, phone numbers and the clock the restaurant runs on; "Set up for India", and the menu's prices when the currency changes. */
export const LocaleCard = memo(function LocaleCard() {
  const zones = useMemo(timeZones, []);
  const zoneHint = 'Today, the hours and booking times are read in it';
  return (
    <SettingsCard id="settings-locale" title="Locale" lead="How prices show, where text messages go, and the restaurant's clock.">
      <IndiaPreset />
      <div className="settings-grid">
        <Text
          path="locale.currencyCode"
          label="Currency code"
          hint="3 capital letters, like INR or USD"
          maxLength={3}
          autoCapitalize="characters"
          format={(v) => v.toUpperCase()}
        />
        <Text path="locale.currencySymbol" label="Currency symbol" hint="What prices are shown with: $ or ₹" maxLength={4} />
        <Text path="locale.smsCountryCode" label="SMS country code" hint="Put before guests' 10-digit numbers: +91" maxLength={5} inputMode="tel" />
        {zones.length ? (
          <Choice path="locale.timeZone" label="Time zone" hint={zoneHint} options={zones} />
        ) : (
          <Text path="locale.timeZone" label="Time zone" hint={`${zoneHint}. A name like Asia/Kolkata`} />
        )}
      </div>
      <RepricePanel />
    </SettingsCard>
  );
});
