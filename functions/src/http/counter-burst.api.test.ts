/**
 * A dinner rush on the counters every confirmation writes (docs/counters.md): 50 confirmations within
 * 10 seconds, in waves, half by the texted code (the day's token counter and report day) and half by an
 * online payment (those and the financial year's invoice counter). Replies are read as the server sent
 * them, without the client's retry of a 503: no guest may be told `busy`, no token may repeat, and the
 * invoice numbers must run without a gap. Run on the Firestore emulator for the contention that counts
 * (THALI_TEST_STORE=firestore); on SQLite it checks the same outcome.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ORDERS, REPORT_DAYS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import type { DayRollup } from '../domain/reports';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile, guestSequence, orderableDish, RACE_TIMEOUT } from '../testing/api-file';

const TODAY = '2035-08-14';
const CONFIRMATIONS = 50;
const WAVES = 5;
/** The waves start this far apart: 50 confirmations within 10 s. */
const WAVE_GAP_MS = 2000;

const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '19:30', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'owner' },
  unlimitedTexts: true,
});
const fresh = guestSequence('79', '10.79');

interface Placed {
  _id: string;
  testOtp?: string;
  payment?: { gatewayOrderId: string };
}
interface Confirmation {
  id: string;
  path: string;
  body: Record<string, unknown>;
}

async function allowOnlinePayment() {
  const current = (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
  const { updatedAt: _u, ...rest } = current;
  const online = { 'dine-in': 'optional', takeaway: 'optional' };
  const r = await t.call('PUT', '/api/admin/settings', { body: { ...rest, payments: { ...rest.payments, online } }, token: tokens.owner });
  expect(r.status, r.body.message).toBe(200);
}

/** A dine-in order placed and not yet confirmed, and the request that will confirm it: the code, or the online payment's proof. */
async function unconfirmed(dish: string, i: number): Promise<Confirmation> {
  const who = fresh();
  const paymentMethod = i % 2 ? 'online' : 'counter';
  const r = await t.call<Placed>('POST', '/api/orders', {
    body: { name: 'Ravi Shah', phone: who.phone, orderType: 'dine-in', tableNumber: String(1 + (i % 20)), items: [{ _id: dish, quantity: 1 }], paymentMethod },
    ip: who.ip,
  });
  expect(r.status, r.body.message).toBe(201);
  const placed = r.body.data!;
  if (paymentMethod === 'counter') return { id: placed._id, path: `/api/orders/${placed._id}/verify-otp`, body: { otp: placed.testOtp } };
  const paid = await t.call<Record<string, unknown>>('POST', `/api/dev/payments/${placed.payment!.gatewayOrderId}/complete`, {
    body: { outcome: 'success', webhook: 'never' },
  });
  expect(paid.status, paid.body.message).toBe(200);
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.body.data!;
  return { id: placed._id, path: `/api/orders/${placed._id}/payment`, body: { razorpay_order_id, razorpay_payment_id, razorpay_signature } };
}

/** One request as the guest's phone sends it, its reply read as the server sent it (no retry of a 503). */
async function rawCall(c: Confirmation, i: number): Promise<{ status: number; code?: string; ms: number }> {
  const sent = Date.now();
  const res = await fetch(`${t.base}${c.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.80.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    body: JSON.stringify(c.body),
  });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code, ms: Date.now() - sent };
}

describe(`${CONFIRMATIONS} confirmations within 10 seconds`, { timeout: RACE_TIMEOUT }, () => {
  it('reach no guest as busy: every order is confirmed with a token of its own, and the invoice numbers run without a gap', async () => {
    await allowOnlinePayment();
    const dish = await orderableDish(t);
    const pending: Confirmation[] = [];
    for (let i = 0; i < CONFIRMATIONS; i++) pending.push(await unconfirmed(dish, i));

    const perWave = CONFIRMATIONS / WAVES;
    const waves = Array.from({ length: WAVES }, async (_, w) => {
      await sleep(w * WAVE_GAP_MS);
      return Promise.all(pending.slice(w * perWave, (w + 1) * perWave).map((c, j) => rawCall(c, w * perWave + j)));
    });
    const started = Date.now();
    const replies = (await Promise.all(waves)).flat();
    const slowest = Math.max(...replies.map((r) => r.ms));
    console.log(
      `[burst] ${CONFIRMATIONS} confirmations in ${WAVES} waves ${WAVE_GAP_MS} ms apart on ${t.store.kind}: all answered after ${Date.now() - started} ms, the slowest in ${slowest} ms`,
    );

    const statuses = replies.reduce<Record<string, number>>(
      (n, r) => ({ ...n, [`${r.status} ${r.code ?? ''}`.trim()]: (n[`${r.status} ${r.code ?? ''}`.trim()] ?? 0) + 1 }),
      {},
    );
    expect(statuses).toEqual({ 200: CONFIRMATIONS });
    const orders = await Promise.all(pending.map(async (c) => (await t.store.get<OrderDoc>(ORDERS, c.id))!));
    expect(orders.every((o) => o.isVerified)).toBe(true);
    const tokenNumbers = orders.map((o) => o.tokenNumber).sort((a, b) => a! - b!);
    expect(tokenNumbers).toEqual(Array.from({ length: CONFIRMATIONS }, (_, i) => i + 1));
    const serials = orders.flatMap((o) => (o.invoice ? [o.invoice.serial] : [])).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: CONFIRMATIONS / 2 }, (_, i) => i + 1));
    // The report day counts every confirmed order once.
    expect((await t.store.get<DayRollup>(REPORT_DAYS, TODAY))!.sales.orders).toBe(CONFIRMATIONS);
  });
});
