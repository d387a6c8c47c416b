import type { Role } from './domain/staff-roles';

/**
 * The ports the use cases depend on. Each backend (Firestore, SQLite, Cloud
 * Storage, disk, SMS gateway, log outbox) gets an adapter in src/adapters.
 */

import type { SmsKind } from './domain/notifications';

/**
 * A stored document: JSON values (strings, numbers, booleans, null, arrays, maps)
 * and JS Dates. A Date is stored as a Firestore Timestamp when deployed (so TTL
 * policies can read it) and every adapter gives it back as a Date; filters may
 * compare a Date field with a Date value.
 */
export type DocData = Record<string, unknown>;
export type WithId<T> = T & { id: string };

/** Pseudo-field naming the document id in filters, ordering and cursors. */
export const DOC_ID = '__id__';

export type FilterOp = '==' | 'in' | '<' | '<=' | '>' | '>=';
export interface Filter {
  field: string;
  op: FilterOp;
  value: unknown;
}
export interface Order {
  field: string;
  direction?: 'asc' | 'desc';
}
export interface Query {
  where?: Filter[];
  orderBy?: Order[];
  limit?: number;
  /** Values for the orderBy fields, in order: results start after that position. */
  startAfter?: unknown[];
}

export interface Meter {
  reads: number;
  writes: number;
}

/** Reads and writes inside one transaction. As in Firestore, every read must come before the first write. */
export interface TxStore {
  get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null>;
  query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]>;
  create(collection: string, id: string, data: DocData): void;
  set(collection: string, id: string, data: DocData): void;
  update(collection: string, id: string, patch: DocData): void;
  delete(collection: string, id: string): void;
}

export interface DocStore {
  readonly kind: 'sqlite' | 'firestore';
  /** A new random document id (20 characters, as Firestore makes them). */
  newId(): string;
  get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null>;
  /** Fails with StoreError 'already-exists' when the document exists. */
  create(collection: string, id: string, data: DocData): Promise<void>;
  set(collection: string, id: string, data: DocData): Promise<void>;
  /** Merges top-level fields. Fails with StoreError 'not-found' when the document is missing. */
  update(collection: string, id: string, patch: DocData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]>;
  count(collection: string, where?: Filter[]): Promise<number>;
  /** Sum of a numeric field over the matching documents (an aggregation query on Firestore). */
  sum(collection: string, field: string, where?: Filter[]): Promise<number>;
  /** count and sum in one aggregation query, billed once (Firestore bills a multi-aggregation like a single one). */
  sumAndCount(collection: string, field: string, where?: Filter[]): Promise<{ count: number; sum: number }>;
  /**
   * Runs fn atomically; if fn throws, nothing it wrote is kept. Like Firestore, the store may run fn
   * again (on contention, and always in tests), so fn only reads, decides and writes through tx: it
   * sends nothing, counts nothing elsewhere and assigns no outer variable; what it found, it returns.
   */
  transaction<R>(fn: (tx: TxStore) => Promise<R>): Promise<R>;
  /** Reads and writes billed so far, counted the way Firestore bills them. */
  readonly meter: Meter;
  close(): Promise<void>;
}

export class StoreError extends Error {
  constructor(
    readonly code: 'already-exists' | 'not-found' | 'invalid' | 'aborted' | 'failed-precondition',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface StoredMedia {
  key: string;
  url: string;
}
export interface MediaStore {
  readonly kind: 'cloud-storage' | 'disk';
  put(key: string, bytes: Buffer, contentType: string): Promise<StoredMedia>;
  delete(key: string): Promise<void>;
  /** The public URL of a stored key. */
  urlFor(key: string): string;
}

/** Whom a text goes to: the 10-digit phone as guests type it (the dev outbox and the logs key), and the full number dialled. */
/**
 * Private files kept for years (the yearly export of invoices and the GST report): never published. Deployed, a bucket
 * of their own, as a bucket's retention policy covers all of it and the menu's images must stay replaceable.
 */
export interface ArchiveStore {
  readonly kind: 'cloud-storage' | 'disk';
  /** Writes the file; where it already exists and the bucket's retention policy keeps it, the write is refused. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Whether a file is there (a run interrupted after writing some files finishes the rest). */
  exists(key: string): Promise<boolean>;
}

export interface SmsTo {
  phone: string;
  /** With the restaurant's country code from Settings: "+919876543210" (smsNumber). */
  number: string;
}

export interface SmsSender {
  /** 'log' writes to the dev outbox: only then may replies carry testOtp. */
  readonly kind: 'log' | 'gateway';
  /** `kind` names the text's registered template (domain/notifications.ts SMS_DLT_TEMPLATES), which Indian gateways need. */
  send(to: SmsTo, text: string, kind: SmsKind): Promise<void>;
  /** Whether the gateway answers at all (any HTTP reply), without sending anything: open-check's question. */
  probe?(): Promise<{ answering: boolean; detail: string }>;
}

export interface Clock {
  now(): Date;
}

export interface AuthClaims {
  role: Role;
  /** Admin-password sessions: a fingerprint of the password hash they were opened with. */
  adminKey?: string;
}
export interface VerifiedToken {
  uid: string;
  /** Read with roleOf: a token minted before staff roles says 'admin', an owner. */
  role: Role;
  adminKey?: string;
}
export interface AuthTokens {
  /** A token the web client exchanges for a session (a Firebase custom token). */
  mint(uid: string, claims: AuthClaims): Promise<string>;
  /** Verifies a bearer ID token; throws on anything invalid, and with checkRevoked on a revoked session too. */
  verify(idToken: string, options?: { checkRevoked?: boolean }): Promise<VerifiedToken>;
  /** Ends every session of a user: their refresh tokens stop working and checkRevoked refuses their ID tokens. */
  revokeSessions(uid: string): Promise<void>;
  /** Deletes the user's sign-in record (a deleted account); a user with none is already gone. */
  deleteUser(uid: string): Promise<void>;
}

/** Proves a request came from the site's own web app (Firebase App Check), on the routes that send texts. */
export interface AppCheckVerifier {
  /** 'firebase' verifies App Check tokens; 'local' accepts only the local web build's debug token. */
  readonly kind: 'firebase' | 'local';
  /** True when the token is valid; never throws for a bad token. */
  verify(token: string): Promise<boolean>;
}

/** An order opened at the payment gateway for the guest to pay: Razorpay's order, in paise. */
export interface GatewayOrder {
  /** "order_" and 14 letters and digits. */
  id: string;
  amountCents: number;
  currency: string;
}

/** A refund as the gateway answered it: processed at once, or pending until its refund.processed webhook. */
export interface GatewayRefund {
  /** "rfnd_" and 14 letters and digits. */
  id: string;
  amountCents: number;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * Taking payment online (UPI, cards) through a gateway: Razorpay deployed, a local
 * stand-in that behaves like it for `npm start` and the tests. Signatures are
 * Razorpay's: HMAC-SHA256 of "order_id|payment_id" with the key secret for a
 * payment, and of the raw body with the webhook secret for a webhook.
 */
export interface PaymentGateway {
  readonly kind: 'razorpay' | 'local';
  /**
   * The public key id Checkout opens with and the API calls authenticate as: Razorpay's is the owner's,
   * from Settings (payments.keyId); the local gateway always uses its own. Empty: not set up.
   */
  keyIdFor(settingsKeyId: string): string;
  /** Opens an order the guest pays; `receipt` is our order's reference (at most 40 characters). */
  createOrder(input: { keyId: string; amountCents: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Whether Checkout's signature for this gateway order and payment is genuine. Never throws. */
  verifyPayment(p: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /** Whether a webhook's x-razorpay-signature matches its raw body. Never throws. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /** Gives back part or all of a captured payment. */
  refund(input: { keyId: string; paymentId: string; amountCents: number; notes: Record<string, string> }): Promise<GatewayRefund>;
}
