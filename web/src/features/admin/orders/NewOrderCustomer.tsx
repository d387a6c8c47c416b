import { useId } from 'react';
import type { OrderType } from '@domain/orders';
import { PhoneField } from '@/components/PhoneField';
import type { NewOrderCustomer as Customer } from './use-new-order';

const TYPE_LABEL: Record<OrderType, string> = { 'dine-in': 'Dine-in', takeaway: 'Takeaway' };

/** New Order's first part: how the order was taken, who for, dine-in or takeaway, and the table. */
export function NewOrderCustomer({ customer: c }: { customer: Customer }) {
  const ids = useId();
  return (
    <>
      <fieldset className="admin-segment">
        <legend>Taken</legend>
        {(['walk-in', 'phone'] as const).map((s) => (
          <label key={s}>
            <input type="radio" name={`${ids}-source`} value={s} checked={c.source === s} onChange={() => c.setSource(s)} />
            {s === 'walk-in' ? 'At the counter (walk-in)' : 'On the phone'}
          </label>
        ))}
      </fieldset>

      <div className="admin-form-grid">
        <div className="field">
          <label htmlFor={`${ids}-name`}>Customer name {c.source === 'walk-in' && <span className="hint">(optional)</span>}</label>
          <input id={`${ids}-name`} value={c.name} maxLength={80} autoComplete="off" onChange={(e) => c.setName(e.target.value)} data-autofocus />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-phone`}>Phone {c.source === 'walk-in' && <span className="hint">(optional)</span>}</label>
          <PhoneField id={`${ids}-phone`} value={c.phone} autoComplete="off" onChange={c.setPhone} />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-type`}>Order type</label>
          <select id={`${ids}-type`} value={c.orderType} onChange={(e) => c.setOrderType(e.target.value as OrderType)}>
            {c.offered.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </div>
        {c.orderType === 'dine-in' && (
          <div className="field">
            <label htmlFor={`${ids}-table`}>Table number</label>
            <input id={`${ids}-table`} value={c.tableNumber} maxLength={20} autoComplete="off" onChange={(e) => c.setTableNumber(e.target.value)} />
          </div>
        )}
      </div>
    </>
  );
}
