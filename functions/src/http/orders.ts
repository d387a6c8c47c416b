import { Router, type Request } from 'express';
import { markCalledBack } from '../services/call-back';
import { requireAppCheck } from './app-check';
import type { AppDeps } from '../deps';
import { isPhone } from '../domain/phone';
import { OrderListQuery, OtpInput, PlaceOrderInput, StatusInput, UndoInput, VoidInput, WalkInOrderInput } from '../domain/orders';
import { badRequest, unauthenticated } from '../lib/errors';
import { ok, parse } from '../lib/http';
import { bodyHash, parseIdempotencyKey } from '../services/idempotency';
import { resendOrderOtp, verifyOrderOtp, OTP_TEXTS } from '../services/order-otp';
import { changeOrderStatus, deleteOrder, getOrder, listCustomerOrders, listOrders, undoOrderMove, voidOrder } from '../services/orders';
import { sendDueTexts } from '../services/notifications';
import { placeOrder, placeWalkInOrder } from '../services/place-order';
import { getInvoice, issueInvoice, paymentsOfDay, settleOrder } from '../services/bill';
import { DayQuery, SettleInput } from '../domain/invoice';
import { requireAdmin } from './auth';
import { SinceQuery } from './admin';
import { changeBilling, changeDiscount, changeServiceCharge } from '../services/order-adjust';
import { DiscountInput } from '../domain/discounts';
import { BillingInput } from '../domain/b2b';
import { ServiceChargeInput } from '../domain/service-charge-input';
import { RefundInput } from '../domain/refunds';
import { refundOrder } from '../services/money-back';
import { clientIp } from './client-ip';
import { CheckoutPaymentInput } from '../domain/online-payment';
import { confirmCheckoutPayment, switchToCounter, withGatewayRefunds } from '../services/online-payment';

const orderId = (req: Request) => {
  const id = String(req.params.id ?? '');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw badRequest('Invalid order id');
  return id;
};

/** The key and a hash of what it guards: the body and who sent it, so another caller's key never replays. */
function idempotencyOf(req: Request) {
  const key = parseIdempotencyKey(req.get('idempotency-key'));
  return key ? { key, hash: bodyHash({ body: req.body ?? null, caller: req.session?.uid ?? null }) } : null;
}

/** A body from Checkout carries the gateway's fields; the counter's settle carries parts. */
const isCheckoutPayment = (body: unknown) =>
  typeof body === 'object' && body !== null && ('razorpay_payment_id' in body || 'razorpay_signature' in body || 'razorpay_order_id' in body);

const guestPhone = (req: Request) => (typeof req.query.phone === 'string' && isPhone(req.query.phone) ? req.query.phone : undefined);

export function ordersRouter(deps: AppDeps): Router {
  const r = Router();
  // The routes that text a code answer only the site's own web app (App Check).
  const appCheck = requireAppCheck(deps);
  const admin = requireAdmin(deps);

  r.post('/', appCheck, async (req, res) => {
    const idempotency = idempotencyOf(req);
    const input = parse(PlaceOrderInput, req.body);
    const reply = await placeOrder(deps, input, { customerId: req.session?.uid ?? null, idempotency, ip: clientIp(req) });
    res.status(reply.status).json(reply.body);
  });

  r.post('/walk-in', admin, async (req, res) => {
    const idempotency = idempotencyOf(req);
    const input = parse(WalkInOrderInput, req.body);
    const reply = await placeWalkInOrder(deps, input, idempotency, req.admin!);
    res.status(reply.status).json(reply.body);
  });

  r.post('/:id/verify-otp', async (req, res) => {
    const id = orderId(req);
    const { otp } = parse(OtpInput, req.body);
    ok(res, await verifyOrderOtp(deps, id, otp), OTP_TEXTS.verified);
  });

  // An order waiting for its online payment is paid at the counter instead: a code is texted to confirm it.
  r.post('/:id/pay-at-counter', appCheck, async (req, res) => {
    ok(res, await switchToCounter(deps, orderId(req), clientIp(req)), 'We sent a code to your phone: enter it to confirm the order, and pay at the counter.');
  });

  r.post('/:id/resend-otp', appCheck, async (req, res) => {
    ok(res, await resendOrderOtp(deps, orderId(req), clientIp(req)), 'A new OTP was sent');
  });

  r.get('/', async (req, res, next) => {
    const q = parse(OrderListQuery, req.query);
    if (q.customerId === undefined) return next();
    if (!req.session) throw unauthenticated();
    const { since } = parse(SinceQuery, { since: req.query.since });
    const { orders, ...cursor } = await listCustomerOrders(deps, req.session, q.customerId, since ?? null);
    ok(res, orders, 'Orders loaded', 200, { total: orders.length, ...cursor });
  });

  r.get('/', admin, async (req, res) => {
    const { data, ...page } = await listOrders(deps, parse(OrderListQuery, req.query));
    ok(res, data, 'Orders loaded', 200, page);
  });

  r.get('/:id', async (req, res) => {
    const id = orderId(req);
    ok(res, await getOrder(deps, id, { session: req.session, phone: guestPhone(req) }), 'Order loaded');
  });

  // The Indian bill: the invoice, printing it (which numbers it), settling it, and the day's takings by mode.
  r.get('/payments/day', admin, async (req, res) => {
    ok(res, await paymentsOfDay(deps, parse(DayQuery, req.query).date), 'Payments loaded');
  });

  r.get('/:id/invoice', async (req, res) => {
    ok(res, await getInvoice(deps, orderId(req), { session: req.session, phone: guestPhone(req) }), 'Invoice loaded');
  });

  r.post('/:id/invoice', admin, async (req, res) => {
    ok(res, await issueInvoice(deps, orderId(req), req.admin!), 'Invoice numbered');
  });

  // Checkout's handler proves a payment with the gateway's signature: no session needed, the signature is the proof.
  r.post('/:id/payment', async (req, res, next) => {
    if (!isCheckoutPayment(req.body)) return next();
    ok(res, await confirmCheckoutPayment(deps, orderId(req), parse(CheckoutPaymentInput, req.body)), 'Payment received! Order confirmed.');
  });

  r.post('/:id/payment', admin, async (req, res) => {
    const id = orderId(req);
    ok(res, await settleOrder(deps, id, parse(SettleInput, req.body ?? {}), req.admin!), 'Payment recorded');
  });

  r.delete('/:id', admin, async (req, res) => {
    await deleteOrder(deps, orderId(req), req.admin!);
    ok(res, null, 'Order deleted successfully');
  });

  r.patch('/:id/status', admin, async (req, res) => {
    const id = orderId(req);
    const { status, undoable, notify, reason, refundMode, station } = parse(StatusInput, req.body);
    ok(
      res,
      await withGatewayRefunds(deps, id, await changeOrderStatus(deps, id, status, req.admin!, { undoable, notify, reason, refundMode, station })),
      `${station ? `${station}: ` : ''}Order marked ${status}${notify ? '' : ' without a guest text'}`,
    );
  });

  r.post('/:id/undo', admin, async (req, res) => {
    const id = orderId(req);
    const { move } = parse(UndoInput, req.body);
    ok(res, await undoOrderMove(deps, id, move, req.admin!), 'Change undone');
  });

  r.post('/:id/called-back', admin, async (req, res) => {
    ok(res, await markCalledBack(deps, orderId(req), req.admin!), 'Guest called back: the kitchen can start');
  });

  r.post('/:id/void', admin, async (req, res) => {
    const id = orderId(req);
    const { reason, refundMode } = parse(VoidInput, req.body ?? {});
    ok(res, await withGatewayRefunds(deps, id, await voidOrder(deps, id, reason, req.admin!, refundMode)), 'Order voided');
  });

  r.post('/:id/refund', admin, async (req, res) => {
    const id = orderId(req);
    ok(res, await withGatewayRefunds(deps, id, await refundOrder(deps, id, parse(RefundInput, req.body ?? {}), req.admin!)), 'Refund recorded');
  });

  // Before the bill: a discount, the voluntary service charge, and the business it is billed to.
  r.patch('/:id/discount', admin, async (req, res) => {
    const id = orderId(req);
    const input = parse(DiscountInput, req.body ?? {});
    ok(res, await changeDiscount(deps, id, input, req.admin!), input.percentBp || input.amountCents ? 'Discount given' : 'Discount removed');
  });

  r.patch('/:id/service-charge', admin, async (req, res) => {
    const id = orderId(req);
    const { serviceCharge } = parse(ServiceChargeInput, req.body ?? {});
    ok(res, await changeServiceCharge(deps, id, serviceCharge, req.admin!), serviceCharge ? 'Service charge added' : 'Service charge removed');
  });

  r.patch('/:id/billing', admin, async (req, res) => {
    const id = orderId(req);
    const billing = parse(BillingInput, req.body ?? {});
    ok(res, await changeBilling(deps, id, billing, req.admin!), billing ? `Billed to ${billing.customerName}` : 'Billed to a consumer');
  });

  // Once a change's undo window has passed, its held guest text goes now rather than at the next scheduled run.
  r.post('/:id/send-due-texts', admin, async (req, res) => {
    ok(res, { attempted: await sendDueTexts(deps, orderId(req)) }, 'Due texts sent');
  });

  return r;
}
