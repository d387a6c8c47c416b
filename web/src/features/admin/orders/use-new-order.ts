import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { WalkInOrderInput, type OrderType, type OrderView } from '@domain/orders';
import { orderRates, priceCart } from '@domain/pricing';
import { ratesOf } from '@domain/settings';
import { serviceChargeChoice } from '@domain/service-charge';
import { DiscountInput } from '@domain/discounts';
import type { DiscountRequest } from '@/api/order-adjust';
import { errorMessage } from '@/lib/api-client';
import { usePriceNow, type PriceNow } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { createWalkInOrder } from '@/api/orders-admin';
import type { MenuItemView } from '@/api/menu';
import { VARIANT_LABEL, type ThaliNow, type ThaliVariant } from '@domain/thali-view';

/** A dish of the menu, or one variant of the thali the counter can sell now (its order line names the thali and the variant). */
export type PickableItem = MenuItemView & { line?: { _id: string; variant: ThaliVariant } };

/** The thali of the service taking orders now, one pickable line per variant; none when it can't be ordered now. */
export function thaliItems(now: ThaliNow | null): PickableItem[] {
  const t = now?.current;
  if (!t || now.orderable !== t.itemId) return [];
  return t.variants.map((variant) => ({
    _id: `${t.itemId}:${variant}`,
    id: `${t.itemId}:${variant}`,
    name: variant === 'regular' ? t.name : `${t.name} (${VARIANT_LABEL[variant]})`,
    description: t.components.join(', '),
    category: t.soldOut ? "Today's Thali" : `Today's Thali · ${t.platesLeft} ${t.platesLeft === 1 ? 'plate' : 'plates'} left`,
    price: t.price,
    image: '',
    soldOut: t.soldOut,
    diet: 'veg' as const,
    spiceLevel: 0,
    allergens: [],
    line: { _id: t.itemId, variant },
  }));
}

export interface PickedLine {
  item: PickableItem;
  quantity: number;
  now: PriceNow;
}

/** The most of one dish a single order takes. */
export const MAX_QUANTITY = 50;

/** The New Order form: who, how, the dishes picked, their charges as the server prices them, and Create. */
export function useNewOrder(dishes: readonly PickableItem[], onCreated: (order: OrderView) => void) {
  const settings = useSettings();
  const priceOf = usePriceNow();
  const [source, setSource] = useState<'walk-in' | 'phone'>('walk-in');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [chosenType, setOrderType] = useState<OrderType>('dine-in');
  const [tableNumber, setTableNumber] = useState('');
  const [serviceChargeSaid, setServiceCharge] = useState<boolean | undefined>(undefined);
  const [discount, setDiscount] = useState<NewOrderDiscountDraft>({ kind: 'percent', value: '', reason: '' });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  // '' is as soon as possible.
  const [pickupAt, setPickupAt] = useState('');
  // Counted up on a refusal (a time that filled meanwhile): the pickup times are asked again.
  const [pickupRound, setPickupRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const byId = useMemo(() => new Map(dishes.map((d) => [d._id, d])), [dishes]);
  const offered = settings.ordering.orderTypes;
  const orderType = offered.includes(chosenType) ? chosenType : (offered[0] ?? chosenType);
  // Voluntary in rupees (unticked until the guest asks for it), the owner's default elsewhere.
  const serviceCharge = serviceChargeChoice(serviceChargeSaid, settings.locale.currencyCode, settings.charges.serviceChargeDefault);
  const baseRates = orderRates(orderType, ratesOf(settings));
  const rates = orderType === 'dine-in' && !serviceCharge ? { ...baseRates, serviceCharge: false } : baseRates;
  const lines = Object.entries(quantities)
    .map(([id, quantity]) => {
      const item = byId.get(id);
      return item ? { item, quantity, now: priceOf(item) } : null;
    })
    .filter((l): l is PickedLine => l !== null && l.quantity > 0);
  const discountBody = discountRequest(discount);
  const summary = priceCart(
    lines.map((l) => ({ price: l.now.price, quantity: l.quantity })),
    rates,
    discountBody && DiscountInput.safeParse(discountBody).data,
  );

  const setQuantity = (id: string, quantity: number) =>
    setQuantities((q) => {
      const next = { ...q };
      if (quantity <= 0) delete next[id];
      else next[id] = Math.min(MAX_QUANTITY, quantity);
      return next;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: name.trim(),
      phone: phone.trim(),
      orderType,
      tableNumber: orderType === 'dine-in' ? tableNumber.trim() : '',
      items: lines.map((l) => (l.item.line ? { ...l.item.line, quantity: l.quantity } : { _id: l.item._id, quantity: l.quantity })),
      source,
      ...(orderType === 'dine-in' ? { serviceCharge } : {}),
      ...(discountBody ? { discount: discountBody } : {}),
      ...(orderType === 'takeaway' && pickupAt ? { pickupAt } : {}),
    };
    const check = WalkInOrderInput.safeParse(body);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Please fill in all required fields');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const order = await createWalkInOrder(body, idempotencyKey);
      toast.success(`Order #${order.reference} created`);
      onCreated(order);
    } catch (err) {
      const message = errorMessage(err, 'Failed to place order');
      setError(message);
      toast.error(message);
      setBusy(false);
      setPickupRound((n) => n + 1);
    }
  };

  const customer = { source, setSource, name, setName, phone, setPhone, orderType, setOrderType, offered, tableNumber, setTableNumber };
  const charge = { on: serviceCharge, set: setServiceCharge, chargeBp: baseRates.chargeBp, offered: orderType === 'dine-in' && baseRates.chargeBp > 0 };
  const plates = lines.reduce((n, l) => n + l.quantity, 0);
  const pickup = { offered: orderType === 'takeaway', plates, value: pickupAt, set: setPickupAt, round: pickupRound };
  return { customer, quantities, setQuantity, lines, summary, rates, charge, pickup, discount: { draft: discount, set: setDiscount }, error, busy, submit };
}

export type NewOrderCustomer = ReturnType<typeof useNewOrder>['customer'];

/** A discount typed with a new order: a percent or an amount off, and why. */
export interface NewOrderDiscountDraft {
  kind: 'percent' | 'amount';
  value: string;
  reason: string;
}

/** The discount the request carries, or none while no value is typed; the schema names what is wrong with it. */
export function discountRequest(d: NewOrderDiscountDraft): DiscountRequest | null {
  if (d.value.trim() === '') return null;
  const n = Number(d.value.replace(',', '.'));
  return d.kind === 'percent' ? { percent: n, reason: d.reason.trim() } : { amount: n, reason: d.reason.trim() };
}
