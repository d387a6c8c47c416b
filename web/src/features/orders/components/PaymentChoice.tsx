import { useT } from '@/i18n';
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
  const t = useT('order');
  if (offer === 'off') return null;
  if (offer === 'required') {
    return (
      <section className="pay-choice" aria-labelledby="pay-choice-title">
        <h2 id="pay-choice-title">{t('payment')}</h2>
        <p className="pay-choice-required">
          <strong>{t('payNow')}</strong>
          <span className="hint">{t('payRequiredHint')}</span>
        </p>
      </section>
    );
  }
  return (
    <fieldset className="pay-choice" disabled={disabled}>
      <legend>
        <h2>{t('payment')}</h2>
      </legend>
      <label className="pay-option">
        <input type="radio" name="paymentMethod" value="online" checked={method === 'online'} onChange={() => onChange('online')} />
        <span>
          <span className="pay-option-title">{t('payNow')}</span>
          <span className="hint">{t('payNowHint')}</span>
        </span>
      </label>
      <label className="pay-option">
        <input type="radio" name="paymentMethod" value="counter" checked={method === 'counter'} onChange={() => onChange('counter')} />
        <span>
          <span className="pay-option-title">{t('payAtCounter')}</span>
          <span className="hint">{t('payCounterHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
