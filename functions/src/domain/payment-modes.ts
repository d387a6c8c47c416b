/** How a guest may pay, and the word each is printed as. Free of zod: the printed bill imports it without the validators. */
export const PAYMENT_MODES = ['cash', 'upi', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABEL: Record<PaymentMode, string> = { cash: 'Cash', upi: 'UPI', card: 'Card' };
