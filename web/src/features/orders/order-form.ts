import { PlaceOrderInput, type OrderType } from '@domain/orders';
import { priceCart } from '@domain/pricing';
import type { CartLine } from '@/stores/cart';
import type { PlaceOrderBody } from './api/place-order';

export interface OrderFormValues {
  name: string;
  phone: string;
  orderType: OrderType;
  tableNumber: string;
  gst: boolean;
}

/** The request body the form sends (spec §7): the cart's lines and amounts, which the server only compares. */
export function orderBody(lines: readonly CartLine[], form: OrderFormValues): PlaceOrderBody {
  const price = priceCart(lines, form.orderType, form.gst);
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    tableNumber: form.orderType === 'dine-in' ? form.tableNumber.trim() : null,
    orderType: form.orderType,
    items: lines.map((l) => ({ _id: l._id, name: l.name, price: l.price, quantity: l.quantity, image: l.image })),
    gst: form.gst,
    ...price,
  };
}

export interface FormProblem {
  message: string;
  field: 'items' | 'name' | 'phone' | 'tableNumber' | null;
}

/** Checks the body with the API's own schema, so the form says what the server would (spec §5 texts). */
export function validateOrder(body: PlaceOrderBody): FormProblem | null {
  const result = PlaceOrderInput.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const top = String(issue.path[0] ?? '');
  const field = top === 'items' || top === 'name' || top === 'phone' || top === 'tableNumber' ? top : null;
  return { message: issue.message, field };
}
