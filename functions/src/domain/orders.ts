import { z } from 'zod';
import { THALI_VARIANTS, type ThaliVariant } from './thali-view';
import { orderReference } from './references';
import { ORDER_LIMITS } from './order-limits';

export { orderReference };
import type { OtpState } from './otp-state';
import { toDollars } from './money';
import { legacyOrderRates, storedPrice, type OrderRates } from './pricing';
import { PHONE_PATTERN } from './phone';
import { type Language } from './languages';
import { LanguageInput } from './language-input';
import type { OrderInvoice, OrderPayment } from './invoice';
import { addDays } from './time';
import { inDateYears, outsideYearsText } from './dates';
import type { GuestBadge, GuestDelta } from './guests';
import { DiscountInput, type OrderDiscount } from './discounts';
import type { OrderBilling } from './b2b';
import type { StationPart } from './kitchen-stations';
import { ORDER_STATUSES, SETTABLE_STATUSES, undoUntil, VOID_REASON, type StatusMove } from './order-status';
import { creditNoteView, type OrderCreditNote } from './credit-notes';
import { refundableCents, RefundModeInput, refundView, type OrderRefund } from './refunds';
import { ONLINE_PAYMENT_TEXTS, onlineView, PAYMENT_METHODS, type OrderOnline, type PaymentMethod } from './online-payment';

import type { OrderStatus, OrderType } from './order-kinds';

export type { OrderStatus, OrderType };

/** Who voided an order, when, and why: the record stays, out of revenue. */
export interface OrderVoid {
  [key: string]: unknown;
  at: string;
  by: { uid: string; name: string };
  reason: string;
  /** The status it had when voided. */
  from: OrderStatus;
}

/** The fields a status change sets, as they were before it: what an undo puts back. */
export interface OrderMoveBefore {
  [key: string]: unknown;
  status: OrderStatus;
  updatedAt: string;
  readyAt: string | null;
  prepSeconds: number | null;
  completedAt: string | null;
  cancelledAt: string | null;
  isPaid: boolean;
  /** The kitchen stations' parts, on an order that has them. */
  stations?: StationPart[] | null;
}

/** An admin's latest status change of an order, with the fields it changed as they were. */
export interface OrderMove extends StatusMove<OrderStatus> {
  before: OrderMoveBefore;
  /** What the move changed on the guest's record (a completed order), taken back by its undo. */
  guestDelta?: GuestDelta | null;
}

/** A takeaway from a phone with recent no-shows waits for the counter to call the guest back. */
export interface OrderCallBack {
  [key: string]: unknown;
  /** When the counter reached the guest; null while the kitchen must wait. */
  doneAt: string | null;
  by: { uid: string; name: string } | null;
}

export interface OrderLine {
  [key: string]: unknown;
  menuItemId: string;
  name: string;
  /** The price charged for one, after any offer. */
  priceCents: number;
  quantity: number;
  image: string;
  /** Set when an offer lowered the price: the menu's price then, and the offer. */
  listPriceCents?: number;
  offerId?: string;
  offerTitle?: string;
  /** The guest's note for the kitchen ("less spicy"). */
  note?: string;
  /** The thali's variant (Jain, vrat...); only on a thali line. */
  variant?: ThaliVariant;
  /** The kitchen station that cooks it (domain/kitchen-stations), stamped when the order is confirmed. */
  station?: string;
}

/**
 * orders/{id}. Money in integer cents (DECISIONS 20). An order placed online
 * stays unverified (isVerified false, status Pending) until its OTP is
 * confirmed; walk-in and phone orders entered by an admin are verified at once.
 */
export interface OrderDoc {
  [key: string]: unknown;
  /** orderReference(id), stored so that /track/{reference} can find the order (absent on orders placed before tracking). */
  reference?: string;
  /** The language the guest ordered in, which the order's texts are written in; absent (older orders, the counter's): English. */
  lang?: Language;
  name: string;
  phone: string;
  /** The signed-in customer who placed it, or null for a guest. */
  customerId: string | null;
  tableNumber: string | null;
  orderType: OrderType;
  items: OrderLine[];
  /** Whether tax was applied (the restaurant's setting when the order was placed). */
  gst: boolean;
  /** The rates it was priced with; absent on orders placed before the rates were settings. */
  rates?: OrderRates;
  subtotalCents: number;
  chargeCents: number;
  taxCents: number;
  totalCents: number;
  /** Taken off before charges and tax at the counter (absent: none), and the discount it comes from. */
  discountCents?: number;
  discount?: OrderDiscount | null;
  /** A B2B invoice's customer; absent or null: billed to a consumer. */
  billing?: OrderBilling | null;
  /** The report day of an order billed to a business, for the GST report's B2B list; null otherwise. */
  b2bDay?: string | null;
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
  /** When a Ready order was marked Not collected. */
  notCollectedAt?: string | null;
  voided?: OrderVoid | null;
  /** True once a cancel, void, delete or a lapsed hold gave the order's thali plates back, so they are never given twice. */
  platesReturned?: boolean;
  /**
   * Unconfirmed and paying at the counter: its thali and pickup plates are held until its code expires, this instant;
   * null once confirmed or released. The scheduled work releases holds past it (services/holds.ts).
   */
  heldUntil?: string | null;
  /** When the scheduled work gave back the plates of this order's lapsed hold; null while it holds them. */
  holdReleasedAt?: string | null;
  /** The latest admin status change while it may be undone; null after any other change. */
  lastMove?: OrderMove | null;
  /** One part per kitchen station of its lines, each moved on by its station; stamped when confirmed (absent on older orders). */
  stations?: StationPart[] | null;
  /* The Indian bill; absent on older orders. */
  /** Tax figures in integer minor units, kept for the reports: see PriceCents. */
  taxableCents?: number;
  cgstCents?: number;
  sgstCents?: number;
  igstCents?: number;
  roundOffCents?: number;
  /** The day's token the counter calls out, from 1 each restaurant-local day; given when the order is confirmed. */
  tokenNumber?: number | null;
  tokenDate?: string | null;
  invoice?: OrderInvoice | null;
  /* Takeaway pickups; absent on dine-in and older orders. */
  /** The promised pickup time, ISO: its slot plus any "running late" minutes. */
  pickupAt?: string | null;
  /** The 15-minute slot whose plates the order holds. */
  pickupSlot?: { date: string; time: string } | null;
  /** Plates the order holds in that slot: the sum of its quantities. */
  plates?: number;
  /** Minutes the kitchen said it is running late for this order. */
  pickupLateMinutes?: number;
  payment?: OrderPayment | null;
  /** payment.at, at the top level so the day-end figures can range over it. */
  paidAt?: string | null;
  /** The restaurant-local day and hour it was placed, stamped when it is confirmed: the report day it counts in (domain/reports.ts). */
  reportDay?: string;
  reportHour?: number;
  /** The guest's tags and regular badge when the order was confirmed. */
  guestBadge?: GuestBadge | null;
  callBack?: OrderCallBack | null;
  /** Why it was cancelled or marked Not collected (a void keeps its own reason). */
  statusReason?: string | null;
  /** The GST credit note that reversed its invoice when it was cancelled, voided or left uncollected. */
  creditNote?: OrderCreditNote | null;
  /** Money given back, oldest first, and their sum. */
  refunds?: OrderRefund[];
  /** While unconfirmed: when the TTL policy may delete it (a day after its code or payment hold expires); null once confirmed. */
  expireAt?: Date | null;
  refundedCents?: number;
  /** How the guest chose to pay when ordering online; absent: at the counter. */
  paymentMethod?: PaymentMethod;
  /** The online payment, from the gateway's order to its capture; absent for counter payment. */
  online?: OrderOnline | null;
  /** online.holdUntil while the order waits for its payment, else null: the scheduled run's range query for holds that ended. */
  awaitingPaymentUntil?: string | null;
  /** Gateway payments this order could not take (it had expired or was paid already), each refunded. */
  strayPayments?: string[];
  /* The dine-in floor (domain/floor.ts): a round of a running bill, or the bill's invoice order. */
  /** The running bill (bills/{id}) this round or invoice belongs to. */
  billId?: string;
  /** A round's number on its bill, from 1: a round is cooked but is no sale (no reportDay, token or invoice). */
  round?: number;
  /** Who took the round. */
  roundBy?: { uid: string; name: string };
  /** When the bill's close put the round on its invoice. */
  billedAt?: string | null;
  /** The bill's invoice order: part n of `of` (1 of 1 unless the bill was split). */
  billPart?: { n: number; of: number };
}

export const ORDER_TYPES = ['dine-in', 'takeaway'] as const;
export const ORDER_SOURCES = ['online', 'walk-in', 'phone'] as const;
export { ORDER_LIMITS };

/** Spec §5 texts, shared by the order form and the API. */
export const ORDER_TEXTS = {
  emptyOrder: 'Cannot place an empty order',
  requiredFields: 'Please fill in all required fields',
  badPhone: 'Please enter a valid 10-digit phone number',
  badQuantity: `Quantity must be a whole number from 1 to ${ORDER_LIMITS.maxQuantity}`,
  tooManyLines: `An order can have at most ${ORDER_LIMITS.maxLines} different items`,
  noteTooLong: `A note for the kitchen must be at most ${ORDER_LIMITS.noteMax} characters`,
} as const;

/** A line's note for the kitchen: one line of text, blank is none. */
const Note = z
  .string({ message: 'A note for the kitchen must be text' })
  .transform((n) => n.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(ORDER_LIMITS.noteMax, ORDER_TEXTS.noteTooLong))
  .optional();

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const PersonName = z
  .string({ message: ORDER_TEXTS.requiredFields })
  .trim()
  .min(1, ORDER_TEXTS.requiredFields)
  .max(ORDER_LIMITS.nameMax, `Name must be at most ${ORDER_LIMITS.nameMax} characters`);
const Phone = z.string({ message: ORDER_TEXTS.requiredFields }).trim().min(1, ORDER_TEXTS.requiredFields).regex(PHONE_PATTERN, ORDER_TEXTS.badPhone);
const Quantity = z
  .number({ message: ORDER_TEXTS.badQuantity })
  .int(ORDER_TEXTS.badQuantity)
  .min(1, ORDER_TEXTS.badQuantity)
  .max(ORDER_LIMITS.maxQuantity, ORDER_TEXTS.badQuantity);
const ItemId = z.string().trim().min(1, 'Every item needs an id').max(64, 'Unknown menu item');
/** A table is a short label: "7", "T12", or a number. */
const Table = z
  .union([z.string(), z.number().int().nonnegative()], { message: 'Table number must be text or a number' })
  .transform((v) => String(v).trim())
  .pipe(z.string().max(ORDER_LIMITS.tableMax, `Table number must be at most ${ORDER_LIMITS.tableMax} characters`));
/** Amounts a client sends are only compared with the server's (DECISIONS 7). */
const ClientAmount = z.number({ message: 'Amounts must be numbers' }).finite().min(0).max(1_000_000).optional();

/** A thali line's variant; a dish ignores it. */
const Variant = z.enum(THALI_VARIANTS, { message: 'Variant must be regular, jain, no-onion-garlic or vrat' }).optional();

const ClientLine = z
  .object({
    _id: ItemId.optional(),
    id: ItemId.optional(),
    // The client's own copy of the dish: ignored, but bounded. The spec reads name as a string or {english}.
    name: z.union([z.string().max(200), z.object({ english: z.string().max(200).optional() })], { message: 'Item name is too long' }).optional(),
    price: ClientAmount,
    quantity: Quantity,
    image: z.string().max(2048, 'Item image address is too long').nullable().optional(),
    note: Note,
    variant: Variant,
  })
  .refine((l) => l._id !== undefined || l.id !== undefined, 'Every item needs an id')
  .transform((l) => ({ id: (l._id ?? l.id)!, quantity: l.quantity, price: l.price, note: l.note ?? '', variant: l.variant }));

const Lines = <T extends z.ZodType>(line: T) =>
  z.array(line, { message: ORDER_TEXTS.emptyOrder }).min(1, ORDER_TEXTS.emptyOrder).max(ORDER_LIMITS.maxLines, ORDER_TEXTS.tooManyLines);

/** Table number: required for dine-in, null for takeaway. */
function withTable<T extends { orderType: OrderType; tableNumber?: string | undefined }>(o: T, ctx: z.RefinementCtx) {
  if (o.orderType === 'dine-in' && !o.tableNumber) ctx.addIssue({ code: 'custom', path: ['tableNumber'], message: ORDER_TEXTS.requiredFields });
}

const PickupAt = z.preprocess(
  blankToUndefined,
  z.iso
    .datetime({ offset: true, message: 'Pickup time must be a date and time' })
    .transform((t) => new Date(t).toISOString())
    .optional(),
);

/** POST /api/orders (spec §7): the items come first so an empty cart is the first thing reported (spec §5). */
export const PlaceOrderInput = z
  .object({
    items: Lines(ClientLine),
    name: PersonName,
    phone: Phone,
    orderType: z.enum(ORDER_TYPES, { message: 'Order type must be dine-in or takeaway' }),
    tableNumber: z.preprocess(blankToUndefined, Table.optional()),
    // No gst: whether tax applies is the restaurant's setting (DECISIONS 26); an old client's gst is dropped unread.
    subtotal: ClientAmount,
    serviceOrParcelCharge: ClientAmount,
    tax: ClientAmount,
    total: ClientAmount,
    // Whether the guest adds the service charge (dine-in; DECISIONS 32); absent: the restaurant's default.
    serviceCharge: z.boolean({ message: 'serviceCharge must be true or false' }).optional(),
    // A takeaway's chosen pickup time; absent: as soon as possible.
    pickupAt: PickupAt,
    // Paid online through the gateway now, or at the counter (absent: the counter).
    paymentMethod: z.enum(PAYMENT_METHODS, { message: ONLINE_PAYMENT_TEXTS.method }).optional(),
    // The page's language: the order's texts (its code, confirmation, ready) are written in it. Absent: English.
    lang: LanguageInput,
  })
  .superRefine(withTable)
  .transform((o) => ({ ...o, tableNumber: o.orderType === 'dine-in' ? o.tableNumber! : null }));
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

/** POST /api/orders/walk-in (admin): an order taken at the counter or on the phone, verified at once. */
export const WalkInOrderInput = z
  .object({
    items: Lines(
      z
        .object({ _id: ItemId, quantity: Quantity, note: Note, variant: Variant })
        .transform((l) => ({ id: l._id, quantity: l.quantity, price: undefined, note: l.note ?? '', variant: l.variant })),
    ),
    name: z.string().trim().max(ORDER_LIMITS.nameMax, `Name must be at most ${ORDER_LIMITS.nameMax} characters`).default(''),
    phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, ORDER_TEXTS.badPhone)], { message: ORDER_TEXTS.badPhone }).default(''),
    orderType: z.enum(ORDER_TYPES, { message: 'Order type must be dine-in or takeaway' }),
    tableNumber: z.preprocess(blankToUndefined, Table.optional()),
    source: z.enum(['walk-in', 'phone'], { message: "Source must be 'walk-in' or 'phone'" }).default('walk-in'),
    serviceCharge: z.boolean({ message: 'serviceCharge must be true or false' }).optional(),
    discount: DiscountInput.optional(),
    // A counter takeaway's pickup time, one of those offered; absent: as soon as possible. Dine-in ignores it.
    pickupAt: PickupAt,
  })
  .superRefine(withTable)
  .superRefine((o, ctx) => {
    if (o.source === 'phone' && !o.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'A phone order needs the 10-digit phone number' });
  })
  .transform((o) => ({
    ...o,
    name: o.name || (o.source === 'phone' ? 'Phone customer' : 'Walk-in customer'),
    tableNumber: o.orderType === 'dine-in' ? o.tableNumber! : null,
    pickupAt: o.orderType === 'takeaway' ? o.pickupAt : undefined,
  }));
export type WalkInOrderInput = z.infer<typeof WalkInOrderInput>;

export const OtpInput = z.object({ otp: z.string({ message: 'Please enter a 6-digit OTP' }).regex(/^\d{6}$/, 'Please enter a 6-digit OTP') });

/** A reason kept with a void, a cancellation or a Not collected: 3 to 200 characters once trimmed. */
const StatusReason = z.string({ message: VOID_REASON.message }).trim().min(VOID_REASON.min, VOID_REASON.message).max(VOID_REASON.max, VOID_REASON.message);

export const StatusInput = z.object({
  status: z.enum(SETTABLE_STATUSES, { message: 'Status must be Pending, Preparing, Ready, Completed, Cancelled or Not collected' }),
  /** False for a move that is already final on the client (the kitchen display holds its own undo): texts go at once. */
  undoable: z.boolean({ message: 'undoable must be true or false' }).default(true),
  /** False to settle or close the order without a guest text (tidying up at closing). */
  notify: z.boolean({ message: 'notify must be true or false' }).default(true),
  /** Needed for Not collected, and to cancel once the kitchen has started. */
  reason: StatusReason.optional(),
  /** How the money goes back when a paid order is cancelled. */
  refundMode: RefundModeInput.optional(),
  /** A kitchen station's display moves only that station's part (Pending, Preparing, Ready); the order follows its parts. */
  station: z.string({ message: 'station must be a station name' }).trim().min(1, 'station must be a station name').max(60).optional(),
});

/** POST /api/orders/{id}/void. */
export const VoidInput = z.object({
  reason: StatusReason,
  /** How the money goes back when the order was paid. */
  refundMode: RefundModeInput.optional(),
});

/** POST /api/orders/{id}/undo, and the reservations' own: the move the admin saw. */
export const UndoInput = z.object({
  move: z.string({ message: 'move must be the id of the change to undo' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'move must be the id of the change to undo'),
});

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD')
  .refine((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || addDays(d, 0) === d, { message: 'Dates must be real calendar dates, like 2026-12-25' })
  .refine((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || inDateYears(d), { message: outsideYearsText('Dates') });
const optional = <T extends z.ZodType>(t: T) => z.preprocess(blankToUndefined, t.optional());

/** GET /api/orders query (DECISIONS API additions): empty parameters count as absent. */
export const OrderListQuery = z
  .object({
    customerId: optional(z.string().max(128)),
    search: optional(z.string().trim().max(100, 'Search is at most 100 characters')),
    status: optional(z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]], { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` })),
    orderType: optional(z.enum(ORDER_TYPES, { message: 'Order type must be dine-in or takeaway' })),
    from: optional(Day),
    to: optional(Day),
    page: optional(z.coerce.number().int().min(1, 'page starts at 1').max(10_000)).transform((v) => v ?? 1),
    limit: optional(z.coerce.number().int().min(1, 'limit is at least 1')).transform((v) => Math.min(v ?? 20, 100)),
    includeUnverified: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The "to" date must be on or after the "from" date' });
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** An order as the API speaks it (DECISIONS 20, 21): dollars, both id spellings, the reference. */
export function orderView(o: OrderDoc & { id: string }) {
  return {
    _id: o.id,
    id: o.id,
    reference: orderReference(o.id),
    name: o.name,
    customerName: o.name,
    phone: o.phone,
    tableNumber: o.tableNumber,
    orderType: o.orderType,
    items: o.items.map((l) => ({
      _id: l.menuItemId,
      name: l.name,
      price: toDollars(l.priceCents),
      quantity: l.quantity,
      image: l.image,
      lineTotal: toDollars(l.priceCents * l.quantity),
      note: l.note ?? '',
      ...(l.variant ? { variant: l.variant } : {}),
      ...(l.listPriceCents !== undefined && l.offerId
        ? { originalPrice: toDollars(l.listPriceCents), offer: { id: l.offerId, title: l.offerTitle ?? '' } }
        : {}),
    })),
    gst: o.gst,
    rates: o.rates ?? legacyOrderRates(o.orderType, o.gst),
    subtotal: toDollars(o.subtotalCents),
    discount: toDollars(o.discountCents ?? 0),
    discountGiven: o.discount
      ? {
          percent: o.discount.percentBp === null ? null : o.discount.percentBp / 100,
          amount: o.discount.amountCents === null ? null : toDollars(o.discount.amountCents),
          reason: o.discount.reason,
          by: o.discount.by.name,
          at: o.discount.at,
        }
      : null,
    serviceCharge: o.rates?.serviceCharge !== false,
    billing: o.billing ?? null,
    serviceOrParcelCharge: toDollars(o.chargeCents),
    tax: toDollars(o.taxCents),
    total: toDollars(o.totalCents),
    status: o.status,
    isVerified: o.isVerified,
    isPaid: o.isPaid,
    source: o.source,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    verifiedAt: o.verifiedAt,
    readyAt: o.readyAt,
    completedAt: o.completedAt,
    cancelledAt: o.cancelledAt,
    prepSeconds: o.prepSeconds,
    notCollectedAt: o.notCollectedAt ?? null,
    voided: o.voided ?? null,
    pickupAt: o.pickupAt ?? null,
    plates: o.plates ?? null,
    guestBadge: o.guestBadge ?? null,
    callBack: o.callBack ? { doneAt: o.callBack.doneAt, by: o.callBack.by?.name ?? null } : null,
    /** The latest status change while the record keeps it: the client offers its undo until `until`. */
    ...billView(o),
    lastMove: o.lastMove
      ? {
          id: o.lastMove.id,
          from: o.lastMove.from,
          to: o.lastMove.to,
          at: o.lastMove.at,
          until: undoUntil(o.lastMove.at),
          textHeld: o.lastMove.textId !== null,
        }
      : null,
  };
}
export type OrderView = ReturnType<typeof orderView>;

/** The Indian bill's figures of an order, in the API's units; older orders read as one tax line added on top. */
function billView(o: OrderDoc) {
  const p = storedPrice(o);
  return {
    taxable: toDollars(p.taxableCents),
    cgst: toDollars(p.cgstCents),
    sgst: toDollars(p.sgstCents),
    igst: toDollars(p.igstCents),
    roundOff: toDollars(p.roundOffCents),
    tokenNumber: o.tokenNumber ?? null,
    invoiceNumber: o.invoice?.number ?? null,
    statusReason: o.statusReason ?? null,
    creditNote: o.creditNote ? creditNoteView(o.creditNote) : null,
    refunds: (o.refunds ?? []).map(refundView),
    refunded: toDollars(o.refundedCents ?? 0),
    refundable: toDollars(refundableCents(o)),
    payment: o.payment
      ? { parts: o.payment.parts.map((x) => ({ mode: x.mode, amount: toDollars(x.amountCents) })), modes: o.payment.modes, at: o.payment.at, by: o.payment.by }
      : null,
    /** Every payment taken, one per part: a paid order lists at least one. */
    payments: o.payment
      ? o.payment.parts.map((x) => ({ mode: x.mode, amount: toDollars(x.amountCents), at: o.payment!.at, paymentId: x.gatewayPaymentId ?? null }))
      : [],
    paymentMethod: o.paymentMethod ?? 'counter',
    online: o.online ? onlineView(o.online) : null,
    /** The latest refund through the gateway: "Refunded ₹…" once processed. */
    refund: latestGatewayRefund(o.refunds ?? []),
  };
}

function latestGatewayRefund(refunds: readonly OrderRefund[]) {
  const r = [...refunds].reverse().find((x) => x.gateway);
  return r?.gateway ? { id: r.gateway.refundId, amount: toDollars(r.amountCents), status: r.gateway.status } : null;
}

/** An order as its guest sees it: a voided order says so, but who voided it and why stay in the back office. */
export function guestOrderView(o: OrderDoc & { id: string }): OrderView {
  const view = orderView(o);
  return {
    ...view,
    voided: view.voided ? { ...view.voided, by: { uid: '', name: '' }, reason: '' } : null,
    lastMove: null,
    payment: view.payment ? { ...view.payment, by: { uid: '', name: '' } } : null,
    // What staff keep about a guest stays in the back office.
    guestBadge: null,
    discountGiven: view.discountGiven ? { ...view.discountGiven, reason: '', by: '' } : null,
    callBack: view.callBack ? { doneAt: view.callBack.doneAt, by: null } : null,
    statusReason: null,
    refunds: view.refunds.map((r) => ({ ...r, by: '', reason: '' })),
  };
}
