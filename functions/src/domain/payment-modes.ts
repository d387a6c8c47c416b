/** How a guest may pay, and the word each is printed as. Free of zod: the printed bill imports it without the validators. */
export const PAYMENT_MODES = ['cash', 'upi', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABEL: Record<PaymentMode, string> = { cash: 'Cash', upi: 'UPI', card: 'Card' };

/** How an order was paid: the counter's modes, or online through the payment gateway (UPI or card on the guest's phone). */
export const PAID_MODES = [...PAYMENT_MODES, 'online'] as const;
export type PaidMode = (typeof PAID_MODES)[number];
export const PAID_MODE_LABEL: Record<PaidMode, string> = { ...PAYMENT_MODE_LABEL, online: 'Online' };
