/**
 * Paying online when ordering, over real HTTP on the local payment gateway (Razorpay's ids and
 * signatures with the local keys): the order waits unconfirmed and off the kitchen board until a
 * genuine payment confirms it; forged, replayed, tampered and late payments change nothing or are
 * refunded; unpaid holds expire and give their plates back; a paid order cancelled is refunded
 * through the gateway with a credit note. Runs on whichever store the harness picks.
 */
import { describe, expect, it } from 'vitest';
import { gatewayId, LocalPaymentGateway, LOCAL_PAYMENT_KEYS } from '../adapters/local-payment-gateway';
import { ORDERS, REFUNDS, THALI_DAYS } from '../domain/collections';
import type { KitchenBoardView } from '../domain/kitchen';
import type { CheckoutPayment } from '../domain/online-payment';
import type { OrderDoc, OrderView } from '../domain/orders';
import type { RefundDoc } from '../domain/refunds';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { thaliDocId, thaliItemId, type ThaliDoc } from '../domain/thali';
import { restaurantInstant } from '../domain/time';
import { apiForFile, guestSequence } from '../testing/api-file';

// A day no other API file uses, at noon, inside the seeded hours.
const DAY = '2034-05-16';
const SERVICE = 'all-day';
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const NOON = restaurantInstant(DAY, '12:00', TZ);
const CURRENCY = DEFAULT_SETTINGS.locale.currencyCode;

const { t, tokens } = apiForFile({ at: NOON, sessions: { owner: 'owner' }, unlimitedTexts: true });
const fresh = guestSequence('73401', '10.73');
const local = new LocalPaymentGateway();

type Placed = OrderView & { payment?: CheckoutPayment; testOtp?: string; otpExpiresInSeconds: number; priceChanged: boolean };
type Completed = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; webhook: number | null };

async function settings(payments: Partial<Settings['payments']>) {
  const current = (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
  const { updatedAt: _u, ...rest } = current;
  const r = await t.call('PUT', '/api/admin/settings', { body: { ...rest, payments: { ...rest.payments, ...payments } }, token: tokens.owner });
  expect(r.status, r.body.message).toBe(200);
}

async function putThali(plates: number) {
  const r = await t.call('PUT', `/api/admin/thali/${DAY}/${SERVICE}`, {
    body: {
      name: 'Gujarati Thali',
      price: 250,
      components: ['Dal', 'Kadhi', 'Two sabzis', 'Rice', 'Rotli', 'Sweet'],
      variants: ['regular'],
      refill: { policy: 'unlimited', note: '' },
      platesTotal: plates,
    },
    token: tokens.owner,
  });
  expect(r.status, r.body.message).toBe(200);
}

const platesTaken = async () => (await t.store.get<ThaliDoc>(THALI_DAYS, thaliDocId(DAY, SERVICE)))!.platesTaken;

function place(extra: Record<string, unknown> = {}, quantity = 2, who = fresh()) {
  return t.call<Placed>('POST', '/api/orders', {
    body: {
      name: 'Meera Desai',
      phone: who.phone,
      orderType: 'takeaway',
      items: [{ _id: thaliItemId(DAY, SERVICE), quantity }],
      paymentMethod: 'online',
      ...extra,
    },
    ip: who.ip,
  });
}

async function placedOnline(quantity = 2) {
  const r = await place({}, quantity);
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!;
}

const complete = (gatewayOrderId: string, body: Record<string, unknown>) => t.call<Completed>('POST', `/api/dev/payments/${gatewayOrderId}/complete`, { body });

const pay = (orderId: string, fields: Omit<Completed, 'webhook'>) => t.call<OrderView>('POST', `/api/orders/${orderId}/payment`, { body: fields });

const stored = async (id: string) => (await t.store.get<OrderDoc>(ORDERS, id))!;

const onBoard = async (id: string) => {
  const r = await t.call<KitchenBoardView>('GET', '/api/admin/kitchen', { token: tokens.owner });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.tickets.some((x) => x.id === id);
};

function webhook(event: object, signature?: string, eventId = gatewayId('evt')) {
  const raw = JSON.stringify(event);
  return t.call<{ result: string }>('POST', '/api/payments/webhook', {
    raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? local.signWebhook(raw), 'x-razorpay-event-id': eventId },
  });
}

const captured = (gatewayOrderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId, amount, currency: CURRENCY, status: 'captured', fee: 500 } } },
});

describe('POST /api/orders with paymentMethod online', () => {
  it('answers the gateway order for the server total, holds the plates, texts no code, and keeps it off the kitchen board', async () => {
    await settings({ online: { 'dine-in': 'optional', takeaway: 'optional' } });
    await putThali(100);
    const before = await platesTaken();

    // The client's total is only compared: the gateway is asked for the server's.
    const r = await place({ total: 1, subtotal: 1 });
    expect(r.status, r.body.message).toBe(201);
    const placed = r.body.data!;

    expect(placed.payment).toMatchObject({ gateway: 'local', keyId: LOCAL_PAYMENT_KEYS.keyId, amount: Math.round(placed.total * 100), currency: CURRENCY });
    expect(placed.payment!.gatewayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(placed.priceChanged).toBe(true);
    expect(placed).toMatchObject({ isVerified: false, isPaid: false, paymentMethod: 'online', otpExpiresInSeconds: 0 });
    expect(placed.testOtp).toBeUndefined();
    expect(await platesTaken()).toBe(before + 2);
    expect(await onBoard(placed._id)).toBe(false);
    const outbox = await t.call<unknown[]>('GET', `/api/dev/outbox?phone=${placed.phone}`);
    expect(outbox.body.data).toEqual([]);
  });

  it('refuses online where Settings turn it off, and the counter where they require online, changing nothing', async () => {
    await settings({ online: { 'dine-in': 'required', takeaway: 'off' } });
    const before = await t.store.count(ORDERS);

    const off = await place();
    expect(off.status).toBe(400);
    expect(off.body.message).toBe('Paying online is not offered for this order. Please pay at the counter.');
    const required = await place({ orderType: 'dine-in', tableNumber: '4', paymentMethod: 'counter' });
    expect(required.status).toBe(400);
    expect(required.body.message).toBe('This order must be paid online.');
    const bad = await place({ paymentMethod: 'cheque' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Payment method must be online or counter');

    expect(await t.store.count(ORDERS)).toBe(before);
    await settings({ online: { 'dine-in': 'optional', takeaway: 'optional' } });
  });

  it('answers the same waiting order to the same order sent again, holding its plates once', async () => {
    await settings({ online: { 'dine-in': 'optional', takeaway: 'optional' } });
    const who = fresh();
    const first = await place({}, 1, who);
    const taken = await platesTaken();
    const again = await place({}, 1, who);

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data!._id).toBe(first.body.data!._id);
    expect(again.body.data!.payment!.gatewayOrderId).toBe(first.body.data!.payment!.gatewayOrderId);
    expect(await platesTaken()).toBe(taken);
  });
});

describe('POST /api/orders/{id}/payment (Checkout handler)', () => {
  it('confirms a genuine payment: paid, a token, an invoice, on the kitchen board, the confirmation texted once', async () => {
    const placed = await placedOnline();
    const done = await complete(placed.payment!.gatewayOrderId, { outcome: 'success', webhook: 'never' });
    expect(done.status, done.body.message).toBe(200);
    const { webhook: _w, ...fields } = done.body.data!;

    const r = await pay(placed._id, fields);

    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data).toMatchObject({ isPaid: true, isVerified: true, status: 'Pending', paymentMethod: 'online' });
    expect(r.body.data!.tokenNumber).toBeGreaterThan(0);
    expect(r.body.data!.invoiceNumber).toMatch(/\S/);
    expect(r.body.data!.payments).toEqual([{ mode: 'online', amount: placed.total, at: expect.any(String), paymentId: fields.razorpay_payment_id }]);
    expect(await onBoard(placed._id)).toBe(true);
    // Sent again (a double tap), it answers the same and changes nothing.
    const again = await pay(placed._id, fields);
    expect(again.status).toBe(200);
    expect((await stored(placed._id)).payment!.parts).toHaveLength(1);
    const texts = (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${placed.phone}`)).body.data!;
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/confirmed/i);
  });

  it('refuses a bad signature, or a signature for another order, with 400 payment_signature and changes nothing', async () => {
    const a = await placedOnline(1);
    const b = await placedOnline(1);
    const forB = (await complete(b.payment!.gatewayOrderId, { outcome: 'success', webhook: 'never' })).body.data!;
    const beforeA = await stored(a._id);

    const forged = await pay(a._id, {
      razorpay_order_id: a.payment!.gatewayOrderId,
      razorpay_payment_id: forB.razorpay_payment_id,
      razorpay_signature: 'a'.repeat(64),
    });
    const other = await pay(a._id, {
      razorpay_order_id: forB.razorpay_order_id,
      razorpay_payment_id: forB.razorpay_payment_id,
      razorpay_signature: forB.razorpay_signature,
    });
    // B's signature presented as A's gateway order does not verify either.
    const swapped = await pay(a._id, {
      razorpay_order_id: a.payment!.gatewayOrderId,
      razorpay_payment_id: forB.razorpay_payment_id,
      razorpay_signature: forB.razorpay_signature,
    });

    for (const r of [forged, other, swapped]) {
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('payment_signature');
    }
    expect(await stored(a._id)).toEqual(beforeA);
  });
});

describe('POST /api/payments/webhook', () => {
  it('confirms the order of a guest who closed the tab, once, however often the event comes, even two at once', async () => {
    const placed = await placedOnline();
    const paymentId = gatewayId('pay');
    const event = captured(placed.payment!.gatewayOrderId, paymentId, placed.payment!.amount);
    const eventId = gatewayId('evt');

    const [one, two] = await Promise.all([webhook(event, undefined, eventId), webhook(event, undefined, eventId)]);
    const later = await webhook(event, undefined, gatewayId('evt'));

    for (const r of [one, two, later]) expect(r.status, r.body.message).toBe(200);
    expect([one, two].map((r) => r.body.data!.result).sort()).toEqual(['duplicate', 'handled']);
    expect(later.body.data!.result).toBe('handled');
    const order = await stored(placed._id);
    expect(order).toMatchObject({ isPaid: true, isVerified: true });
    expect(order.payment!.parts).toEqual([{ mode: 'online', amountCents: placed.payment!.amount, gatewayPaymentId: paymentId, feeCents: 500 }]);
    expect(order.refunds ?? []).toEqual([]);
  });

  it('answers 400 to a wrong signature or a tampered body, and changes nothing', async () => {
    const placed = await placedOnline();
    const event = captured(placed.payment!.gatewayOrderId, gatewayId('pay'), placed.payment!.amount);
    const signedFor = local.signWebhook(JSON.stringify(event));
    const before = await stored(placed._id);

    const wrong = await webhook(event, 'f'.repeat(64));
    const tampered = await webhook({ ...event, payload: { payment: { entity: { ...event.payload.payment.entity, amount: 100 } } } }, signedFor);
    const unsigned = await t.call('POST', '/api/payments/webhook', { raw: JSON.stringify(event), headers: { 'content-type': 'application/json' } });

    for (const r of [wrong, tampered, unsigned]) {
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('payment_signature');
    }
    expect(await stored(placed._id)).toEqual(before);
  });

  it('refunds a payment whose amount differs from the order total instead of confirming it', async () => {
    const placed = await placedOnline();
    const r = await webhook(captured(placed.payment!.gatewayOrderId, gatewayId('pay'), 100));

    expect(r.status).toBe(200);
    const order = await stored(placed._id);
    expect(order).toMatchObject({ isPaid: false, isVerified: false });
    expect(order.refunds).toEqual([expect.objectContaining({ amountCents: 100, mode: 'online', gateway: expect.objectContaining({ status: 'processed' }) })]);
  });

  it('records a failed payment; the order stays unpaid and may be paid on a second try', async () => {
    const placed = await placedOnline();
    const failed = await complete(placed.payment!.gatewayOrderId, { outcome: 'failure' });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ failed: true, webhook: 200 });
    const afterFailure = await stored(placed._id);
    expect(afterFailure).toMatchObject({ isPaid: false, isVerified: false });
    expect(afterFailure.online!.lastFailure?.reason).toBe('Payment declined on the local gateway');

    const retry = await complete(placed.payment!.gatewayOrderId, { outcome: 'success' });
    expect(retry.body.data!.webhook).toBe(200);
    expect(await stored(placed._id)).toMatchObject({ isPaid: true, isVerified: true });
  });
});

describe('POST /api/orders/{id}/pay-at-counter', () => {
  it('turns a waiting order into one paid at the counter: its plates kept, a code texted, and a late payment refunded', async () => {
    const placed = await placedOnline(2);
    const taken = await platesTaken();
    const done = (await complete(placed.payment!.gatewayOrderId, { outcome: 'failure' })).body.data!;
    expect(done).toMatchObject({ failed: true });

    const r = await t.call<{ testOtp: string }>('POST', `/api/orders/${placed._id}/pay-at-counter`);

    expect(r.status, r.body.message).toBe(200);
    expect(await platesTaken()).toBe(taken);
    const verified = await t.call<OrderView>('POST', `/api/orders/${placed._id}/verify-otp`, { body: { otp: r.body.data!.testOtp } });
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.data).toMatchObject({ isVerified: true, isPaid: false, paymentMethod: 'counter' });
    const again = await t.call('POST', `/api/orders/${placed._id}/pay-at-counter`);
    expect(again.status).toBe(409);
    // A payment the guest still made on the gateway is given back.
    const late = await webhook(captured(placed.payment!.gatewayOrderId, gatewayId('pay'), placed.payment!.amount));
    expect(late.body.data!.result).toBe('handled');
    expect((await stored(placed._id)).refunds).toEqual([expect.objectContaining({ mode: 'online', amountCents: placed.payment!.amount })]);
    expect((await stored(placed._id)).isPaid).toBe(false);
  });
});

describe('a second payment for a paid order', () => {
  it('is refunded on its own: the order stays paid and its own payment can still be refunded in full', async () => {
    const placed = await placedOnline(1);
    await complete(placed.payment!.gatewayOrderId, { outcome: 'success' });
    const second = gatewayId('pay');

    expect((await webhook(captured(placed.payment!.gatewayOrderId, second, placed.payment!.amount))).body.data!.result).toBe('handled');

    const order = (await t.call<OrderView>('GET', `/api/orders/${placed._id}`, { token: tokens.owner })).body.data!;
    expect(order).toMatchObject({ isPaid: true, refunded: 0, refundable: placed.total });
    expect(order.refunds).toEqual([expect.objectContaining({ mode: 'online', amount: placed.total })]);
    const cancelled = await t.call<OrderView>('PATCH', `/api/orders/${placed._id}/status`, {
      body: { status: 'Cancelled', reason: 'Kitchen ran out of dal', undoable: false },
      token: tokens.owner,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data!.refunds.map((r) => r.amount)).toEqual([placed.total, placed.total]);
    expect(cancelled.body.data!.refundable).toBe(0);
  });
});

describe('holds that end unpaid', () => {
  it('expire after holdMinutes: the plates come back, it counts nowhere, and a payment after is refunded', async () => {
    await settings({ holdMinutes: 15 });
    const placed = await placedOnline(3);
    const held = await platesTaken();
    const done = (await complete(placed.payment!.gatewayOrderId, { outcome: 'success', webhook: 'never' })).body.data!;

    t.clock.set(new Date(NOON.getTime() + 14 * 60_000));
    await t.call('POST', '/api/dev/run-scheduled');
    expect(await platesTaken()).toBe(held);
    t.clock.set(new Date(NOON.getTime() + 16 * 60_000));
    // Every order of this file still waiting for its payment was placed at noon: all their holds end now.
    const waiting = (await t.store.query<OrderDoc>(ORDERS)).filter((o) => o.online?.state === 'waiting');
    const waitingPlates = waiting.reduce((n, o) => n + o.items.reduce((m, l) => m + l.quantity, 0), 0);
    expect(waiting.map((o) => o.id)).toContain(placed._id);
    const ran = await t.call<{ payments: { expired: number } }>('POST', '/api/dev/run-scheduled');

    expect(ran.body.data!.payments.expired).toBe(waiting.length);
    expect(await platesTaken()).toBe(held - waitingPlates);
    expect((await stored(placed._id)).online!.state).toBe('expired');
    const late = await pay(placed._id, {
      razorpay_order_id: done.razorpay_order_id,
      razorpay_payment_id: done.razorpay_payment_id,
      razorpay_signature: done.razorpay_signature,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('order_expired');
    const order = await stored(placed._id);
    expect(order).toMatchObject({ isPaid: false, isVerified: false });
    expect(order.refunds).toEqual([expect.objectContaining({ amountCents: placed.payment!.amount, mode: 'online' })]);
    expect(await onBoard(placed._id)).toBe(false);
    t.clock.set(NOON);
  });
});

describe('refunds through the gateway', () => {
  it('cancelling a paid online order refunds it through the gateway and issues a credit note', async () => {
    const placed = await placedOnline();
    const done = (await complete(placed.payment!.gatewayOrderId, { outcome: 'success' })).body.data!;
    expect(done.webhook).toBe(200);

    const r = await t.call<OrderView>('PATCH', `/api/orders/${placed._id}/status`, {
      body: { status: 'Cancelled', reason: 'Guest asked to cancel', undoable: false },
      token: tokens.owner,
    });

    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data!.refund).toEqual({ id: expect.stringMatching(/^rfnd_/), amount: placed.total, status: 'processed' });
    expect(r.body.data!.creditNote?.number).toMatch(/\S/);
    const refunds = await t.store.query<RefundDoc>(REFUNDS, { where: [{ field: 'orderId', op: '==', value: placed._id }] });
    expect(refunds).toEqual([expect.objectContaining({ mode: 'online', gatewayDue: false, gatewayPaymentId: done.razorpay_payment_id })]);
    // The guest sees it on tracking.
    const guest = await t.call<OrderView>('GET', `/api/orders/${placed._id}?phone=${placed.phone}`);
    expect(guest.body.data!.refund).toMatchObject({ amount: placed.total, status: 'processed' });
  });

  it('a partial refund goes through the gateway too; online is refused for an order paid at the counter', async () => {
    const placed = await placedOnline();
    await complete(placed.payment!.gatewayOrderId, { outcome: 'success' });

    const part = await t.call<OrderView>('POST', `/api/orders/${placed._id}/refund`, {
      body: { amount: 10, mode: 'online', reason: 'Sweet left out' },
      token: tokens.owner,
    });
    expect(part.status, part.body.message).toBe(200);
    expect(part.body.data!.refund).toMatchObject({ amount: 10, status: 'processed' });

    const walkIn = await t.call<OrderView>('POST', '/api/orders/walk-in', {
      body: { name: 'Counter guest', orderType: 'dine-in', tableNumber: '2', items: [{ _id: thaliItemId(DAY, SERVICE), quantity: 1 }] },
      token: tokens.owner,
    });
    expect(walkIn.status, walkIn.body.message).toBe(201);
    const id = walkIn.body.data!._id;
    expect(
      (await t.call('POST', `/api/orders/${id}/payment`, { body: { parts: [{ mode: 'cash', amount: walkIn.body.data!.total }] }, token: tokens.owner })).status,
    ).toBe(200);
    const refused = await t.call('POST', `/api/orders/${id}/refund`, { body: { amount: 10, mode: 'online', reason: 'Sweet left out' }, token: tokens.owner });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only an order paid online can be refunded online: choose cash, UPI or card');
  });

  it('a refund the gateway refuses stays due, and the scheduled run sends it later', async () => {
    const placed = await placedOnline(1);
    await complete(placed.payment!.gatewayOrderId, { outcome: 'success' });
    (t.deps.payments as LocalPaymentGateway).failNextCall('refund');

    const r = await t.call<OrderView>('POST', `/api/orders/${placed._id}/refund`, {
      body: { amount: 5, mode: 'online', reason: 'Raita left out' },
      token: tokens.owner,
    });

    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data!.refund).toMatchObject({ id: '', status: 'pending' });
    await t.call('POST', '/api/dev/run-scheduled');
    const order = (await t.call<OrderView>('GET', `/api/orders/${placed._id}`, { token: tokens.owner })).body.data!;
    expect(order.refund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), status: 'processed' });
  });

  it('a pending refund becomes processed when the gateway refund.processed webhook says so, found by its id or by our note', async () => {
    const gateway = t.deps.payments as LocalPaymentGateway;
    gateway.answerRefundsWith('pending');
    try {
      const placed = await placedOnline(1);
      await complete(placed.payment!.gatewayOrderId, { outcome: 'success' });
      const first = await t.call<OrderView>('POST', `/api/orders/${placed._id}/refund`, {
        body: { amount: 5, mode: 'online', reason: 'Papad left out' },
        token: tokens.owner,
      });
      const second = await t.call<OrderView>('POST', `/api/orders/${placed._id}/refund`, {
        body: { amount: 6, mode: 'online', reason: 'Chaas left out' },
        token: tokens.owner,
      });
      const [a, b] = second.body.data!.refunds;
      expect(first.body.data!.refund).toMatchObject({ status: 'pending', id: expect.stringMatching(/^rfnd_/) });
      const stored = (await t.store.get<OrderDoc>(ORDERS, placed._id))!.refunds!;
      const gatewayIdOf = (id: string) => stored.find((r) => r.id === id)!.gateway!.refundId;

      const processed = (refundId: string, notes: Record<string, string>) => ({
        entity: 'event',
        event: 'refund.processed',
        payload: { refund: { entity: { id: refundId, amount: 500, status: 'processed', notes } } },
      });
      // By the gateway's id alone, and by our id in its notes.
      expect((await webhook(processed(gatewayIdOf(a!.id), {}))).body.data!.result).toBe('handled');
      expect((await webhook(processed('rfnd_NotOursAtAll01', { refundId: b!.id }))).body.data!.result).toBe('handled');
      expect((await webhook(processed('rfnd_Unknown000001', {}))).body.data!.result).toBe('ignored');

      const after = (await t.store.get<OrderDoc>(ORDERS, placed._id))!.refunds!;
      expect(after.map((r) => r.gateway?.status)).toEqual(['processed', 'processed']);
    } finally {
      gateway.answerRefundsWith('processed');
    }
  });
});
