import { memo } from 'react';
import { ONLINE_PAYMENT_CHOICES } from '@domain/settings';
import { Choice, SettingsCard, Text } from './fields';
import { useDraftAt } from './settings-store';

const ONLINE_LABEL: Record<string, string> = {
  off: 'Off: pay at the counter',
  optional: 'Optional: the guest chooses',
  required: 'Required: pay online to order',
};
const code = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;

/** Paying online when ordering (per order type, through the gateway), and the UPI id whose QR code bills and the counter show. */
export const PaymentsCard = memo(function PaymentsCard() {
  const currency = useDraftAt<string>('locale.currencyCode');
  return (
    <SettingsCard
      id="settings-payments"
      title="Payments"
      lead="Paying online when ordering, and the UPI QR code printed on a bill still to pay, shown at the counter and on a dine-in guest's tracking page."
    >
      <h3 className="settings-subhead">Online payment when ordering</h3>
      <div className="settings-grid">
        <Choice path="payments.online.dine-in" label="Dine-in orders" options={ONLINE_PAYMENT_CHOICES} labels={ONLINE_LABEL} />
        <Choice path="payments.online.takeaway" label="Takeaway orders" options={ONLINE_PAYMENT_CHOICES} labels={ONLINE_LABEL} />
        <Text
          path="payments.holdMinutes"
          label="Hold an unpaid online order (minutes)"
          hint="5 to 60. Then its plates and pickup time go back."
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
        />
        <Text
          path="payments.keyId"
          label="Razorpay key id"
          hint="From Razorpay's dashboard: rzp_live_…, or rzp_test_… to try it. Its secrets are set on the server, never here."
          maxLength={60}
          {...code}
        />
      </div>
      <h3 className="settings-subhead">UPI QR code</h3>
      {currency !== 'INR' && (
        <p className="admin-sub" role="note">
          UPI pays in rupees: the QR code shows only while prices are in rupees (INR).
        </p>
      )}
      <div className="settings-grid">
        <Text path="payments.upiId" label="UPI id" hint="Like thalihouse@okaxis. Empty: no QR code." inputMode="email" maxLength={100} {...code} />
        <Text path="payments.upiName" label="UPI payee name" hint="The name a guest's UPI app shows" maxLength={60} />
      </div>
    </SettingsCard>
  );
});
