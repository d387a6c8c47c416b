/** Lines per order, and portions per line. Free of zod: the guest's order summary imports it without the validators. */
export const ORDER_LIMITS = { maxLines: 50, maxQuantity: 50, nameMax: 80, tableMax: 20, noteMax: 80 } as const;
