import { useState, type FormEvent } from 'react';
import { PAID_MODE_LABEL, PAYMENT_MODE_LABEL, PAYMENT_MODES, type PaymentMode } from '@domain/invoice';
import { toCents, toDollars } from '@domain/money';
import type { OrderView } from '@domain/orders';
import { upiRequest } from '@domain/upi';
import { UpiQr } from '@/components/upi/UpiQr';
import { settleOrder } from '@/api/bill';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '@/lib/prices';
import { useSettings } from '@/lib/settings';

type Choice = PaymentMode | 'split';

/**
 * Settling the bill: cash, UPI, card, or a split whose parts add up to the total.
 * Paying does not complete the order; the server refuses a split that does not add up.
 * With a UPI id in Settings, choosing UPI shows the QR code of the bill's UPI link (the one
 * printed on the bill) for the guest to scan; the counter records the payment once it is in.
 */
export function SettleBill({ order, onSettled }: { order: OrderView; onSettled: (o: OrderView) => void }) {
  const money = useMoney();
  const settings = useSettings();
  const [choice, setChoice] = useState<Choice>('cash');
  const [split, setSplit] = useState<Record<PaymentMode, string>>({ cash: '', upi: '', card: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (order.payment) {
    return (
      <p className="admin-paid" data-testid="order-payment">
        Paid {order.payment.parts.map((p) => `${PAID_MODE_LABEL[p.mode]} ${money(p.amount)}`).join(' + ')} · {formatDateTime(order.payment.at)}
        {order.payment.by.name && ` · taken by ${order.payment.by.name}`}
        {order.payments.some((p) => p.paymentId) && ` · gateway payment ${order.payments.flatMap((p) => (p.paymentId ? [p.paymentId] : [])).join(', ')}`}
      </p>
    );
  }
  if (!order.isVerified || !['Pending', 'Preparing', 'Ready', 'Completed'].includes(order.status)) return null;

  const splitCents = PAYMENT_MODES.reduce((s, m) => s + toCents(Number(split[m]) || 0), 0);
  const upi = choice === 'upi' ? upiRequest(settings, toCents(order.total), order.invoiceNumber ?? order.reference) : null;
  const left = toDollars(toCents(order.total) - splitCents);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parts =
      choice === 'split'
        ? PAYMENT_MODES.filter((m) => Number(split[m]) > 0).map((m) => ({ mode: m, amount: Number(split[m]) }))
        : [{ mode: choice, amount: order.total }];
    if (choice === 'split' && left !== 0)
      return setError(`The parts must add up to ${money(order.total)}: ${money(Math.abs(left))} ${left > 0 ? 'still to take' : 'too much'}`);
    setBusy(true);
    setError('');
    try {
      onSettled(await settleOrder(order._id, parts));
    } catch (err) {
      setError(errorMessage(err, 'Could not record the payment'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="admin-settle" onSubmit={(e) => void submit(e)} aria-label="Settle the bill" noValidate>
      <fieldset>
        <legend>Settle the bill · {money(order.total)}</legend>
        <div className="admin-settle-modes">
          {[...PAYMENT_MODES, 'split' as const].map((m) => (
            <label key={m}>
              <input type="radio" name="pay-mode" value={m} checked={choice === m} onChange={() => setChoice(m)} />
              {m === 'split' ? 'Split' : PAYMENT_MODE_LABEL[m]}
            </label>
          ))}
        </div>
        {choice === 'split' && (
          <div className="admin-settle-split">
            {PAYMENT_MODES.map((m) => (
              <label key={m}>
                {PAYMENT_MODE_LABEL[m]}
                <input inputMode="decimal" value={split[m]} onChange={(e) => setSplit({ ...split, [m]: e.target.value.replace(/[^\d.]/g, '') })} />
              </label>
            ))}
            <span className="admin-sub">{left === 0 ? 'Adds up' : `${money(Math.abs(left))} ${left > 0 ? 'still to take' : 'too much'}`}</span>
          </div>
        )}
        {upi && (
          <div className="admin-settle-upi" data-testid="settle-upi">
            <UpiQr uri={upi.uri} label={`UPI QR code: pay ${money(order.total)}`} className="admin-settle-upi-qr" />
            <p>
              Show the guest this code to pay <strong>{money(order.total)}</strong> by UPI, then record the payment once their app shows it paid.
            </p>
          </div>
        )}
        <p className="form-error" role="alert">
          {error}
        </p>
        <button type="submit" className="btn btn-sm" disabled={busy}>
          {busy ? 'Recording...' : 'Record payment'}
        </button>
      </fieldset>
    </form>
  );
}
