import { useT } from '@/i18n';
import { PhoneField } from '@/components/PhoneField';
import type { CheckoutDetails as Details } from '../hooks/use-checkout-details';
import type { FormProblem } from '../order-form';
import { PickupTimeField } from './PickupTimeField';

interface Props {
  details: Details;
  problem: FormProblem | null;
  /** False when the guest pays online: the payment confirms the order, and no code is texted. */
  codeTexted?: boolean;
}

/** Out of sight, out of the tab order and out of the accessibility tree, while keeping its room. */
const inactiveUnless = (active: boolean) => (active ? {} : { inert: '', 'aria-hidden': true, 'data-inactive': '' });

/** Checkout's 'Your Details': name, phone, order type and, for dine-in, the table number (spec §5). */
export function CheckoutDetails({ details, problem, codeTexted = true }: Props) {
  const { form, offered } = details;
  const t = useT('order');
  const invalid = (f: FormProblem['fields'][number]) => problem?.fields.includes(f) ?? false;
  return (
    <section className="card confirm-details" aria-labelledby="details-title">
      <h2 id="details-title">{t('details')}</h2>
      <div className="field">
        <label htmlFor="order-name">{t('name')}</label>
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
        <label htmlFor="order-phone">{t('phone')}</label>
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
          {codeTexted ? t('phoneHintCode') : t('phoneHintUpdates')}
        </span>
      </div>
      <fieldset className="field confirm-type">
        <legend>{t('orderType')}</legend>
        {offered.includes('dine-in') && (
          <label className="confirm-radio">
            <input type="radio" name="orderType" value="dine-in" checked={form.orderType === 'dine-in'} onChange={() => details.chooseType('dine-in')} />{' '}
            {t('dineIn')}
          </label>
        )}
        {offered.includes('takeaway') && (
          <label className="confirm-radio">
            <input type="radio" name="orderType" value="takeaway" checked={form.orderType === 'takeaway'} onChange={() => details.chooseType('takeaway')} />{' '}
            {t('takeaway')}
          </label>
        )}
      </fieldset>
      {offered.includes('dine-in') && (
        // The table field and the takeaway note share one cell, the one not chosen kept invisible: switching the order
        // type, or the stored choice arriving after the page first paints, moves nothing below.
        <div className="order-type-detail">
          <div className="field" {...inactiveUnless(form.orderType === 'dine-in')}>
            <label htmlFor="order-tableNumber">{t('tableNumber')}</label>
            <input
              id="order-tableNumber"
              name="tableNumber"
              inputMode="text"
              maxLength={20}
              value={form.tableNumber}
              onChange={(e) => details.setTableNumber(e.target.value)}
              aria-invalid={invalid('tableNumber')}
              aria-describedby="order-table-hint"
              required={form.orderType === 'dine-in'}
            />
            <span id="order-table-hint" className="hint">
              {t('tableHint')}
            </span>
          </div>
          {offered.includes('takeaway') && (
            <div className="field takeaway-note" {...inactiveUnless(form.orderType === 'takeaway')}>
              <p className="takeaway-note-title">{t('pickupCounter')}</p>
              <p className="hint">{t('pickupHint')}</p>
              <PickupTimeField plates={details.plates} value={form.pickupAt} onChange={details.setPickupAt} active={form.orderType === 'takeaway'} />
            </div>
          )}
        </div>
      )}
      {!offered.includes('dine-in') && offered.includes('takeaway') && (
        <PickupTimeField plates={details.plates} value={form.pickupAt} onChange={details.setPickupAt} active />
      )}
    </section>
  );
}
