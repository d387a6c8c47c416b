import type { OrderView } from '@domain/orders';

export type Order = OrderView;

/** The reply to a new order: the order plus its OTP timers (and, locally, the code). */
export type PlacedOrder = Order & {
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  /** The server's prices differed from the cart's: its figures are the ones charged. */
  priceChanged?: boolean;
  /** Only in local mode, where SMS goes to the dev outbox (DECISIONS 4). */
  testOtp?: string;
  /** The order is kept but its code could not be texted: what to tell the guest. */
  textFailed?: string;
};
