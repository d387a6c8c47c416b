import { memo } from 'react';
import { Check, SettingsCard, Text } from './fields';
import { useDraftAt } from './settings-store';

/** The service charge at checkout (voluntary in India) and the most counter staff may take off an order. */
export const ChargesDiscountsCard = memo(function ChargesDiscountsCard() {
  const currency = useDraftAt<string>('locale.currencyCode');
  return (
    <SettingsCard
      id="settings-charges"
      title="Service charge and discounts"
      lead="Whether guests find the service charge ticked at checkout, and how much counter staff may take off an order before its bill."
    >
      {currency === 'INR' ? (
        <p className="admin-sub" role="note">
          With prices in rupees the service charge is voluntary (consumer protection guidelines, July 2022): checkout offers it unticked and the guest may add
          it.
        </p>
      ) : (
        <Check
          path="charges.serviceChargeDefault"
          label="Service charge starts ticked at checkout"
          hint="Guests may untick it, and the counter can remove it from an order before the bill."
        />
      )}
      <div className="settings-grid">
        <Text
          path="discounts.counterMaxPercent"
          label="Counter staff may give up to (%)"
          hint="A whole number, 0 to 100. Owners and managers have no limit."
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
        />
      </div>
    </SettingsCard>
  );
});
