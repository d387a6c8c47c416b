import { useState, type FormEvent } from 'react';
import { DiscountInput } from '@domain/discounts';
import { orderRates, percentText } from '@domain/pricing';
import { serviceChargeChoice } from '@domain/service-charge';
import { ratesOf } from '@domain/settings';
import { closeBill } from '@/api/floor';
import { errorMessage } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { NewOrderDiscount } from '../orders/NewOrderDiscount';
import { discountRequest, type NewOrderDiscountDraft } from '../orders/use-new-order';
import { FormDialogActions } from '../shell/FormDialogActions';

/**
 * "Close bill": one invoice for every round. The service charge is the guest's choice (unticked in India until they
 * agree), and a discount as the walk-in form takes it.
 */
export function CloseBill({ billId, onClosed, onCancel }: { billId: string; onClosed: (invoiceNumber: string) => void; onCancel: () => void }) {
  const settings = useSettings();
  const chargeBp = orderRates('dine-in', ratesOf(settings)).chargeBp;
  const [serviceCharge, setServiceCharge] = useState(() => serviceChargeChoice(undefined, settings.locale.currencyCode, settings.charges.serviceChargeDefault));
  const [discount, setDiscount] = useState<NewOrderDiscountDraft>({ kind: 'percent', value: '', reason: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = discountRequest(discount);
    if (body) {
      const checked = DiscountInput.safeParse(body);
      if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the discount');
    }
    setBusy(true);
    setError(null);
    try {
      const { invoice } = await closeBill(billId, { serviceCharge: chargeBp > 0 && serviceCharge, ...(body ? { discount: body } : {}) });
      onClosed(invoice.number);
    } catch (err) {
      setError(errorMessage(err, 'Could not close the bill'));
      setBusy(false);
    }
  };

  return (
    <form className="floor-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Close the bill">
      <h3 className="admin-details-heading">Close the bill</h3>
      <p className="admin-sub">Every round goes on one invoice. The table then waits for payment.</p>
      {chargeBp > 0 && (
        <label className="admin-switch floor-touch-row">
          <input type="checkbox" role="switch" checked={serviceCharge} onChange={(e) => setServiceCharge(e.target.checked)} />
          <span>Service charge ({percentText(chargeBp)}): the guest's choice, they may decline it</span>
        </label>
      )}
      <NewOrderDiscount draft={discount} set={setDiscount} />
      <FormDialogActions error={error} busy={busy} onCancel={onCancel} cancelLabel="Back" submitLabel="Close bill" busyLabel="Closing..." />
    </form>
  );
}
