import type { OrderView } from '@domain/orders';
import { BillingForm } from './BillingForm';
import { DiscountForm } from './DiscountForm';
import { ServiceChargeSwitch } from './ServiceChargeSwitch';

const OPEN = ['Pending', 'Preparing', 'Ready', 'Completed'];

/** What the counter may still change before the bill is issued: the discount and service charge until it is paid, the business billed. */
export function BillAdjustments({ order, onChanged }: { order: OrderView; onChanged: (o: OrderView) => void }) {
  if (!order.isVerified || !OPEN.includes(order.status) || order.invoiceNumber) return null;
  return (
    <section className="admin-adjustments" aria-label="Before the bill">
      {!order.payment && (
        <>
          <ServiceChargeSwitch order={order} onChanged={onChanged} />
          <DiscountForm order={order} onChanged={onChanged} />
        </>
      )}
      <BillingForm order={order} onChanged={onChanged} />
    </section>
  );
}
