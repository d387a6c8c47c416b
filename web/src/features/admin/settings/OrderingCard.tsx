import { ORDER_TYPES, type OrderType } from '@domain/orders';
import { memo } from 'react';
import { TAX_SPLITS } from '@domain/pricing';
import { Check, Choice, Group, SettingsCard, Text } from './fields';
import { useDraftAt, useSettingsStore } from './settings-store';

const ORDER_TYPE_LABEL: Record<OrderType, string> = { 'dine-in': 'Dine-in', takeaway: 'Takeaway' };
const TAX_SPLIT_LABEL: Record<string, string> = {
  'cgst-sgst': 'CGST + SGST (within the state)',
  igst: 'IGST (across states)',
  none: 'No split (one tax line)',
};
const percent = { inputMode: 'decimal', autoComplete: 'off', className: 'settings-percent' } as const;

/** Online ordering: on or paused, the order types, the charges and tax the server's pricing applies. */
export const OrderingCard = memo(function OrderingCard() {
  const { set } = useSettingsStore();
  const types = useDraftAt<OrderType[]>('ordering.orderTypes');
  const toggle = (type: OrderType, on: boolean) =>
    set(
      'ordering.orderTypes',
      ORDER_TYPES.filter((t) => (t === type ? on : types.includes(t))),
    );
  return (
    <SettingsCard id="settings-ordering" title="Ordering" lead="Online orders, their charges and tax. Checkout shows and charges exactly these.">
      <Check path="ordering.accepting" label="Accepting online orders" hint="Turn off to pause online orders; guests see the message below." />
      <Text path="ordering.pausedMessage" label="Message while orders are paused" multiline maxLength={300} />
      <Text path="ordering.pausedMessageI18n.gu" label="Gujarati message while paused" lang="gu" multiline maxLength={300} />
      <Text path="ordering.pausedMessageI18n.hi" label="Hindi message while paused" lang="hi" multiline maxLength={300} />
      <Group path="ordering.orderTypes" legend="Order types offered" className="settings-inline-group">
        {ORDER_TYPES.map((type) => (
          <label key={type} className="admin-switch">
            <input type="checkbox" checked={types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
            <span>{ORDER_TYPE_LABEL[type]}</span>
          </label>
        ))}
      </Group>
      <div className="settings-grid">
        <Text path="ordering.serviceChargeBp" label="Service charge (%)" hint="On dine-in orders, like 10 or 12.5" {...percent} />
        <Text path="ordering.parcelChargeBp" label="Parcel charge (%)" hint="On takeaway orders, like 5" {...percent} />
        <Text
          path="ordering.quietAfterMinutes"
          label="No guest texts after (minutes)"
          hint="An older order marked Ready or Cancelled is not texted; 0 texts always"
          inputMode="numeric"
          maxLength={5}
        />
        <Text
          path="ordering.maxThaliPlates"
          label="Thalis per online order"
          hint="The most one online order may take, so an unconfirmed order can't hold the day's plates; the counter is not limited"
          inputMode="numeric"
          maxLength={3}
        />
      </div>
      <h3 className="settings-subhead">Tax</h3>
      <div className="settings-grid">
        <Text path="tax.name" label="Tax name" hint="Shown on the bill: GST" maxLength={20} />
        <Text path="tax.rateBp" label="Tax rate (%)" hint="Of the subtotal and charge, like 9 or 18" {...percent} />
      </div>
      <Check path="tax.applies" label="Charge tax on every order" hint="The restaurant's decision: guests can't untick it." />
      <Check
        path="tax.inclusive"
        label="Menu prices include tax"
        hint="On: the bill shows the taxable value and the tax inside each price. Off: tax is added on top."
      />
      <div className="settings-grid">
        <Choice path="tax.split" label="Tax split" options={TAX_SPLITS} labels={TAX_SPLIT_LABEL} hint="CGST and SGST halves within the state" />
        <Text path="tax.sac" label="SAC code" hint="Printed on the invoice: 996331 for restaurant service" inputMode="numeric" maxLength={8} />
        <Text path="tax.invoicePrefix" label="Invoice prefix" hint="Invoice numbers read TH/2026-27/000123" maxLength={8} />
      </div>
      <Check path="tax.roundOff" label="Round the total to the rupee" hint="The bill shows the round-off as its own line." />
    </SettingsCard>
  );
});
