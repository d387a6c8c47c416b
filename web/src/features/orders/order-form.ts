import { PlaceOrderInput, type OrderType } from '@domain/orders';
import { priceCart, type OrderRates } from '@domain/pricing';
import type { PriceNow } from '@/lib/prices';
import type { CartLine } from '@/stores/cart';
import type { PaymentMethod, PlaceOrderBody } from '@/api/orders';

export interface OrderFormValues {
  name: string;
  phone: string;
  orderType: OrderType;
  tableNumber: string;
  /** A takeaway's pickup time, ISO; '' is as soon as possible. */
  pickupAt: string;
}

/**
 * The request body the form sends (spec §7): the cart's lines at their prices now and the
 * amounts the settings' rates give, which the server only compares. No gst: tax is the restaurant's setting. The
 * payment method goes only where the restaurant offers paying online.
 */
export function orderBody(lines: ReadonlyArray<CartLine & PriceNow>, form: OrderFormValues, rates: OrderRates, paymentMethod?: PaymentMethod): PlaceOrderBody {
  const price = priceCart(lines, rates);
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    tableNumber: form.orderType === 'dine-in' ? form.tableNumber.trim() : null,
    orderType: form.orderType,
    items: lines.map((l) => ({
      _id: l._id,
      name: l.name,
      price: l.price,
      quantity: l.quantity,
      image: l.image,
      ...(l.note?.trim() ? { note: l.note } : {}),
      ...(l.variant ? { variant: l.variant } : {}),
    })),
    subtotal: price.subtotal,
    serviceOrParcelCharge: price.serviceOrParcelCharge,
    tax: price.tax,
    total: price.total,
    ...(form.orderType === 'dine-in' ? { serviceCharge: rates.serviceCharge !== false } : {}),
    ...(form.orderType === 'takeaway' && form.pickupAt ? { pickupAt: form.pickupAt } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
  };
}

type Field = 'items' | 'name' | 'phone' | 'tableNumber';
const FIELDS: readonly string[] = ['items', 'name', 'phone', 'tableNumber'];

export interface FormProblem {
  /** The first problem, in the order of spec §5: an empty cart, then missing fields. */
  message: string;
  field: Field | null;
  /** Every field with a problem, so each can be marked. */
  fields: Field[];
}

/** Checks the body with the API's own schema, so the form says what the server would (spec §5 texts). */
export function validateOrder(body: PlaceOrderBody): FormProblem | null {
  const result = PlaceOrderInput.safeParse(body);
  if (result.success) return null;
  const fieldOf = (path: readonly PropertyKey[]) => {
    const top = String(path[0] ?? '');
    return FIELDS.includes(top) ? (top as Field) : null;
  };
  const fields = [...new Set(result.error.issues.map((i) => fieldOf(i.path)).filter((f): f is Field => f !== null))];
  // A dine-in table is checked after the other fields pass, so a blank one joins the list here.
  if (body.orderType === 'dine-in' && !body.tableNumber?.trim() && !fields.includes('tableNumber')) fields.push('tableNumber');
  const first = result.error.issues[0]!;
  return { message: first.message, field: fieldOf(first.path), fields };
}
