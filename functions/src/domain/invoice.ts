import { z } from 'zod';
import { restaurantDate } from './time';
import { inDateYears, outsideYearsText } from './dates';
import { PAID_MODES, PAID_MODE_LABEL, PAYMENT_MODES, PAYMENT_MODE_LABEL, type PaidMode, type PaymentMode } from './payment-modes';

export { COUNTERS } from './collections';

/**
 * The Indian bill: invoice numbers unique and gapless in the financial year,
 * daily token numbers, how an order was paid, and the amount in words.
 */

/** "2026-27": the financial year (1 April to 31 March) of a restaurant-local date. */
export function financialYear(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The financial year an instant falls in, in the restaurant's time zone. */
export const financialYearAt = (instant: Date, timeZone: string) => financialYear(restaurantDate(instant, timeZone));

/** "TH/2026-27/000123". */
export const invoiceNumber = (prefix: string, fy: string, serial: number) => `${prefix}/${fy}/${String(serial).padStart(6, '0')}`;

/** counters/{id}: one per financial year for invoice serials, one per day for tokens; read and written inside the order's transaction. */
export const invoiceCounterId = (fy: string) => `invoice-${fy}`;
export const tokenCounterId = (date: string) => `token-${date}`;

export interface CounterDoc {
  [key: string]: unknown;
  /** The last number given out. */
  last: number;
  updatedAt: string;
}

/** The invoice an order was given: the number stays with it, even when voided. */
export interface OrderInvoice {
  [key: string]: unknown;
  number: string;
  fy: string;
  serial: number;
  issuedAt: string;
}

export { PAYMENT_MODES, PAYMENT_MODE_LABEL, PAID_MODES, PAID_MODE_LABEL, type PaymentMode, type PaidMode };

/** How an order was settled: one or more parts adding up to its total, when, and who took it. */
export interface OrderPayment {
  [key: string]: unknown;
  parts: Array<{ mode: PaidMode; amountCents: number; gatewayPaymentId?: string; feeCents?: number | null }>;
  /** The modes used, for the day-end figures. */
  modes: PaidMode[];
  at: string;
  by: { uid: string; name: string };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number) => (n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!}${n % 10 ? ` ${ONES[n % 10]!}` : ''}`);
const belowThousand = (n: number) => [n >= 100 ? `${ONES[Math.floor(n / 100)]!} Hundred` : '', n % 100 ? belowHundred(n % 100) : ''].filter(Boolean).join(' ');

/** A whole number in words with Indian units: 123450 is "One Lakh Twenty Three Thousand Four Hundred Fifty". */
export function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty and Paise Ten Only"; other currencies by their code. */
export function amountInWords(cents: number, currencyCode: string): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  const [unit, sub] = currencyCode === 'INR' ? ['Rupees', 'Paise'] : [currencyCode || 'Amount', 'Cents'];
  return `${unit} ${indianWords(whole)}${fraction ? ` and ${sub} ${indianWords(fraction)}` : ''} Only`;
}

/** POST /api/orders/{id}/payment: one mode for the whole bill, or a split whose parts add up to it. */
export const SettleInput = z.object({
  parts: z
    .array(
      z.object({
        mode: z.enum(PAYMENT_MODES, { message: 'Payment mode must be cash, upi or card' }),
        amount: z.number({ message: 'Each payment needs an amount' }).positive('Each payment must be more than 0').max(10_000_000),
      }),
      { message: 'Say how the bill was paid' },
    )
    .min(1, 'Say how the bill was paid')
    .max(3, 'A bill can be split over at most 3 payments'),
});

/** GET /api/orders/payments/day?date=: the day-end figures by payment mode. */
export const DayQuery = z.object({
  date: z
    .string({ message: 'date must be YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .refine(inDateYears, outsideYearsText('date')),
});
export type SettleInput = z.infer<typeof SettleInput>;
