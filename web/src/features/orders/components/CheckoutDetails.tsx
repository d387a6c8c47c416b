import { PhoneField } from '@/components/PhoneField';
import type { CheckoutDetails as Details } from '../hooks/use-checkout-details';
import type { FormProblem } from '../order-form';

interface Props {
  details: Details;
  problem: FormProblem | null;
}

/** Checkout's 'Your Details': name, phone, order type and, for dine-in, the table number (spec §5). */
export function CheckoutDetails({ details, problem }: Props) {
  const { form, offered } = details;
  const invalid = (f: FormProblem['fields'][number]) => problem?.fields.includes(f) ?? false;
  return (
    <section className="card confirm-details" aria-labelledby="details-title">
      <h2 id="details-title">Your Details</h2>
      <div className="field">
        <label htmlFor="order-name">Name</label>
        <input
          id="order-name"
          name="name"
          autoComplete="name"
          maxLength={80}
          value={form.name}
          onChange={(e) => details.setName(e.target.value)}
          aria-invalid={invalid('name')}
          required
        />
      </div>
      <div className="field">
        <label htmlFor="order-phone">Phone</label>
        <PhoneField
          id="order-phone"
          name="phone"
          value={form.phone}
          onChange={details.setPhone}
          aria-invalid={invalid('phone')}
          aria-describedby="order-phone-hint"
          required
        />
        <span id="order-phone-hint" className="hint">
          10 digits. We text the confirmation code to this number.
        </span>
      </div>
      <fieldset className="field confirm-type">
        <legend>Order type</legend>
        {offered.includes('dine-in') && (
          <label className="confirm-radio">
            <input type="radio" name="orderType" value="dine-in" checked={form.orderType === 'dine-in'} onChange={() => details.chooseType('dine-in')} />{' '}
            Dine-in
          </label>
        )}
        {offered.includes('takeaway') && (
          <label className="confirm-radio">
            <input type="radio" name="orderType" value="takeaway" checked={form.orderType === 'takeaway'} onChange={() => details.chooseType('takeaway')} />{' '}
            Takeaway
          </label>
        )}
      </fieldset>
      {form.orderType === 'dine-in' && (
        <div className="field">
          <label htmlFor="order-tableNumber">Table number</label>
          <input
            id="order-tableNumber"
            name="tableNumber"
            inputMode="text"
            maxLength={20}
            value={form.tableNumber}
            onChange={(e) => details.setTableNumber(e.target.value)}
            aria-invalid={invalid('tableNumber')}
            aria-describedby="order-table-hint"
            required
          />
          <span id="order-table-hint" className="hint">
            The number on your table.
          </span>
        </div>
      )}
    </section>
  );
}
