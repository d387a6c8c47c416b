import type { OnlinePaymentChoice } from '@domain/settings';
import type { PaymentMethod } from '@/api/orders';

interface Props {
  /** The restaurant's choice for this order type (Settings, payments.online). */
  offer: OnlinePaymentChoice;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** While an order is being placed or paid, the choice stays as it is. */
  disabled?: boolean;
}

export const PAY_NOW = 'Pay now (UPI or card)';
export const PAY_AT_COUNTER = 'Pay at the counter';

/**
 * How the guest pays, where the restaurant takes payment online (issue 40): nothing new when it is off, a choice when
 * it is optional, and said plainly when it is required. Paying now needs no code: the payment confirms the order.
 */
export function PaymentChoice({ offer, method, onChange, disabled = false }: Props) {
  if (offer === 'off') return null;
  if (offer === 'required') {
    return (
      <section className="pay-choice" aria-labelledby="pay-choice-title">
        <h2 id="pay-choice-title">Payment</h2>
        <p className="pay-choice-required">
          <strong>{PAY_NOW}</strong>
          <span className="hint">We take payment online for this order. Paying confirms it: no code to enter.</span>
        </p>
      </section>
    );
  }
  return (
    <fieldset className="pay-choice" disabled={disabled}>
      <legend>
        <h2>Payment</h2>
      </legend>
      <label className="pay-option">
        <input type="radio" name="paymentMethod" value="online" checked={method === 'online'} onChange={() => onChange('online')} />
        <span>
          <span className="pay-option-title">{PAY_NOW}</span>
          <span className="hint">Paying confirms the order: no code to enter.</span>
        </span>
      </label>
      <label className="pay-option">
        <input type="radio" name="paymentMethod" value="counter" checked={method === 'counter'} onChange={() => onChange('counter')} />
        <span>
          <span className="pay-option-title">{PAY_AT_COUNTER}</span>
          <span className="hint">We text you a code to confirm the order.</span>
        </span>
      </label>
    </fieldset>
  );
}
