import type { OtpState } from '../services/otp';

export type OrderStatus = 'Pending' | 'Preparing' | 'Ready' | 'Completed' | 'Cancelled';
export type OrderType = 'dine-in' | 'takeaway';

export interface OrderLine {
  [key: string]: unknown;
  menuItemId: string;
  name: string;
  priceCents: number;
  quantity: number;
  image: string;
}

/**
 * orders/{id}. Money in integer cents (DECISIONS 20). An order placed online
 * stays unverified (isVerified false, status Pending) until its OTP is
 * confirmed; walk-in and phone orders entered by an admin are verified at once.
 */
export interface OrderDoc {
  [key: string]: unknown;
  name: string;
  phone: string;
  /** The signed-in customer who placed it, or null for a guest. */
  customerId: string | null;
  tableNumber: string | null;
  orderType: OrderType;
  items: OrderLine[];
  gst: boolean;
  subtotalCents: number;
  chargeCents: number;
  taxCents: number;
  totalCents: number;
  status: OrderStatus;
  isVerified: boolean;
  isPaid: boolean;
  source: 'online' | 'walk-in' | 'phone';
  otp: OtpState | null;
  createdAt: string;
  updatedAt: string;
  verifiedAt: string | null;
  readyAt: string | null;
  /** Seconds from verification to Ready, set when the order becomes Ready: the dashboard's average wait sums it. */
  prepSeconds: number | null;
  completedAt: string | null;
  cancelledAt: string | null;
}
