import { useCallback } from 'react';
import { toCents, toDollars } from '@domain/money';
import type { OrderType, OrderView } from '@domain/orders';
import { percentText, type OrderRates, type priceCart } from '@domain/pricing';
import { Price } from '@/components/Price';
import { FormDialogActions } from '../shell/FormDialogActions';
import { Modal } from '../shell/Modal';
import { useResource } from '@/lib/use-resource';
import { getMenu } from '@/api/menu';
import { getThaliNow } from '@/api/thali';
import { DishPicker } from './DishPicker';
import { NewOrderCustomer } from './NewOrderCustomer';
import { NewOrderDiscount } from './NewOrderDiscount';
import { NewOrderPickup } from './NewOrderPickup';
import { OrderTotals } from './OrderTotals';
import { thaliItems, useNewOrder, type PickableItem, type PickedLine } from './use-new-order';

interface NewOrderModalProps {
  onClose: () => void;
  onCreated: (order: OrderView) => void;
}

const lineTotal = (price: number, quantity: number) => toDollars(toCents(price) * quantity);

function NewOrderSummary({
  lines,
  summary,
  orderType,
  rates,
}: {
  lines: PickedLine[];
  summary: ReturnType<typeof priceCart>;
  orderType: OrderType;
  rates: OrderRates;
}) {
  return (
    <div className="admin-order-summary" aria-live="polite">
      <h3 className="admin-details-heading">Order summary</h3>
      {lines.length === 0 ? (
        <p className="admin-sub">No items yet.</p>
      ) : (
        <ul className="admin-line-list">
          {lines.map((l) => (
            <li key={l.item._id}>
              <span>
                {l.item.name} x {l.quantity}
              </span>
              <Price
                price={lineTotal(l.now.price, l.quantity)}
                originalPrice={l.now.originalPrice === undefined ? undefined : lineTotal(l.now.originalPrice, l.quantity)}
              />
            </li>
          ))}
        </ul>
      )}
      <OrderTotals price={summary} orderType={orderType} rates={rates} />
    </div>
  );
}

/** The menu, with the thali the counter can sell now at its top (a thali that can't be read leaves the dishes). */
async function loadPickable(signal: AbortSignal): Promise<PickableItem[]> {
  const [dishes, thali] = await Promise.all([getMenu(signal), getThaliNow(signal).catch(() => null)]);
  return [...thaliItems(thali), ...dishes];
}

/**
 * 'New Order' (DECISIONS 11): a walk-in or phone order entered by staff, confirmed at once with no OTP.
 * Priced as the server prices it: the settings' rates and tax, and the offers live now.
 */
export function NewOrderModal({ onClose, onCreated }: NewOrderModalProps) {
  const menu = useResource(useCallback(loadPickable, []));
  const order = useNewOrder(menu.data ?? [], onCreated);

  return (
    <Modal title="New Order" onClose={onClose} size="lg" busy={order.busy}>
      <form onSubmit={(e) => void order.submit(e)} noValidate className="admin-new-order">
        <NewOrderCustomer customer={order.customer} />
        {order.pickup.offered && (
          <NewOrderPickup key={order.pickup.round} plates={order.pickup.plates} value={order.pickup.value} onChange={order.pickup.set} />
        )}
        <DishPicker menu={menu} quantities={order.quantities} setQuantity={order.setQuantity} />
        <NewOrderDiscount draft={order.discount.draft} set={order.discount.set} />
        <NewOrderSummary lines={order.lines} summary={order.summary} orderType={order.customer.orderType} rates={order.rates} />
        {order.charge.offered && (
          <label className="admin-switch">
            <input type="checkbox" role="switch" checked={order.charge.on} onChange={(e) => order.charge.set(e.target.checked)} />
            <span>Service charge ({percentText(order.charge.chargeBp)}): the guest's choice</span>
          </label>
        )}
        <FormDialogActions error={order.error} busy={order.busy} onCancel={onClose} submitLabel="Create Order" busyLabel="Creating..." />
      </form>
    </Modal>
  );
}
