import type { OrderStatus, OrderType } from './orders';

/**
 * An order's status as every guest page names it (My Orders, the thank-you page, tracking), so a
 * guest reads one word for one state: "Confirmed" until the kitchen starts, then "Being prepared".
 * Free of zod: the guest's pages import it.
 */
export function guestStatusText(o: { status: OrderStatus; orderType: OrderType; isVerified?: boolean }): string {
  switch (o.status) {
    case 'Pending':
      return o.isVerified === false ? 'Awaiting confirmation' : 'Confirmed';
    case 'Preparing':
      return 'Being prepared';
    case 'Ready':
      return o.orderType === 'dine-in' ? 'Ready to be served' : 'Ready for pickup';
    default:
      return o.status;
  }
}
