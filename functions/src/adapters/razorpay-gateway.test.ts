import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import https from 'node:https';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PAYMENT_KEYS, LocalPaymentGateway } from './local-payment-gateway';
import { RazorpayGateway, noRazorpayKeys } from './razorpay-gateway';

const KEYS = { keySecret: 'Zk3pQ8vLr2XwT9mN4bYc7HsA', webhookSecret: 'whsec-thali-test-5d1e' };
const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const hmac = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

describe("the Razorpay gateway's signature checks", () => {
  const gateway = new RazorpayGateway(() => KEYS);
  const order = 'order_N4sZ8Q6e5bJr2k';
  const payment = 'pay_N4sZAbCdEfGh12';

  it("accepts Checkout's signature: HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    const signature = hmac(KEYS.keySecret, `${order}|${payment}`);

    expect(gateway.verifyPayment({ gatewayOrderId: order, paymentId: payment, signature })).toBe(true);
  });

  it('refuses, without throwing, a signature made with another secret, for another order, cut short, empty or not hex', () => {
    const good = hmac(KEYS.keySecret, `${order}|${payment}`);
    const refused = [
      hmac('another-secret', `${order}|${payment}`),
      hmac(KEYS.webhookSecret, `${order}|${payment}`),
      hmac(KEYS.keySecret, `order_Other0000000000|${payment}`),
      hmac(KEYS.keySecret, `${payment}|${order}`),
      good.slice(0, 32),
      good.slice(0, -1),
      `${good}0`,
      good.toUpperCase(),
      'zz'.repeat(32),
      '',
      undefined as unknown as string,
    ];

    for (const signature of refused) {
      expect(gateway.verifyPayment({ gatewayOrderId: order, paymentId: payment, signature }), String(signature)).toBe(false);
    }
  });

  it("accepts a webhook's x-razorpay-signature: HMAC-SHA256 of the raw body with the webhook secret", () => {
    const raw = Buffer.from(JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: payment, order_id: order, amount: 44200 } } } }));

    expect(gateway.verifyWebhook(raw, hmac(KEYS.webhookSecret, raw))).toBe(true);
  });

  it('refuses, without throwing, a webhook whose body changed by one byte, signed with the key secret, cut short or empty', () => {
    const raw = Buffer.from('{"event":"payment.captured","payload":{"payment":{"entity":{"amount":44200}}}}');
    const good = hmac(KEYS.webhookSecret, raw);
    const tampered = Buffer.from(raw.toString().replace('44200', '44201'));

    expect(gateway.verifyWebhook(tampered, good)).toBe(false);
    expect(gateway.verifyWebhook(raw, hmac(KEYS.keySecret, raw))).toBe(false);
    expect(gateway.verifyWebhook(raw, good.slice(0, 10))).toBe(false);
    expect(gateway.verifyWebhook(raw, '')).toBe(false);
    expect(gateway.verifyWebhook(raw, undefined as unknown as string)).toBe(false);
  });

  it('refuses every signature while its secrets are not set, even one made with an empty secret', () => {
    const unset = new RazorpayGateway(noRazorpayKeys);
    const raw = Buffer.from('{}');

    expect(unset.verifyPayment({ gatewayOrderId: order, paymentId: payment, signature: hmac('', `${order}|${payment}`) })).toBe(false);
    expect(unset.verifyWebhook(raw, hmac('', raw))).toBe(false);
  });

  it('refuses what the local gateway signs: its published test secrets count as not set when deployed', () => {
    const local = new LocalPaymentGateway();
    const withLocalSecrets = new RazorpayGateway(() => ({ keySecret: LOCAL_PAYMENT_KEYS.keySecret, webhookSecret: LOCAL_PAYMENT_KEYS.webhookSecret }));
    const raw = Buffer.from('{"event":"payment.captured"}');

    expect(withLocalSecrets.verifyPayment({ gatewayOrderId: order, paymentId: payment, signature: local.signPayment(order, payment) })).toBe(false);
    expect(withLocalSecrets.verifyWebhook(raw, local.signWebhook(raw))).toBe(false);
    expect(withLocalSecrets.keyIdFor(KEY_ID)).toBe('');
  });
});

describe("the Razorpay gateway's key id", () => {
  it("is the owner's from Settings once the key secret is set, and empty (not set up) otherwise", () => {
    expect(new RazorpayGateway(() => KEYS).keyIdFor(KEY_ID)).toBe(KEY_ID);
    expect(new RazorpayGateway(() => KEYS).keyIdFor('')).toBe('');
    expect(new RazorpayGateway(noRazorpayKeys).keyIdFor(KEY_ID)).toBe('');
    expect(new RazorpayGateway(() => ({ keySecret: '', webhookSecret: KEYS.webhookSecret })).keyIdFor(KEY_ID)).toBe('');
  });

  it("is never the local gateway's key id, whatever Settings say", () => {
    expect(new RazorpayGateway(() => KEYS).keyIdFor(LOCAL_PAYMENT_KEYS.keyId)).toBe('');
  });
});

interface Received {
  method: string;
  url: string;
  host: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A local fake of Razorpay's REST API (POST /v1/orders, POST /v1/payments/{id}/refund), answering as its documentation
 * shows. The SDK names https://api.razorpay.com in its constructor and takes no other host, so the test hands every
 * https connection of this process to the fake instead: the request leaves the SDK exactly as it would for Razorpay
 * (its host, path, Basic auth and JSON), only unencrypted and to 127.0.0.1. Nothing can reach the network meanwhile.
 */
let fake: Server;
const received: Received[] = [];
let reply: { status: number; body: unknown } | undefined;
const savedAgent = https.globalAgent;
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy'];
const savedProxies = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]));

function razorpayAnswer(req: IncomingMessage, body: Record<string, unknown>): { status: number; body: unknown } {
  const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url ?? '');
  if (req.method === 'POST' && req.url === '/v1/orders') {
    return {
      status: 200,
      body: {
        id: 'order_N5aX2kQp9LmT4r',
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: 1767250800,
      },
    };
  }
  if (req.method === 'POST' && refund) {
    return {
      status: 200,
      body: {
        id: 'rfnd_N5aYQ3nR8sVw1k',
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: refund[1],
        notes: body.notes,
        receipt: null,
        acquirer_data: { arn: null },
        created_at: 1767250900,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: body.speed,
      },
    };
  }
  return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } } };
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      received.push({ method: req.method!, url: req.url!, host: req.headers.host, authorization: req.headers.authorization, body });
      const answer = reply ?? razorpayAnswer(req, body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const address = fake.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  class ToTheFake extends https.Agent {
    override createConnection() {
      return connect(port, '127.0.0.1');
    }
  }
  https.globalAgent = new ToTheFake();
  for (const name of PROXY_VARIABLES) delete process.env[name];
});
afterEach(() => {
  received.length = 0;
  reply = undefined;
});
afterAll(async () => {
  https.globalAgent = savedAgent;
  for (const [name, value] of Object.entries(savedProxies)) if (value !== undefined) process.env[name] = value;
  await new Promise<void>((r) => fake.close(() => r()));
});

const basic = (keyId: string, secret: string) => `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`;

describe("the Razorpay gateway's orders and refunds, against a local fake of its API", () => {
  it('opens an order for the amount in paise, with the currency, receipt and notes, authenticated as the key id and secret', async () => {
    const gateway = new RazorpayGateway(() => KEYS);

    const order = await gateway.createOrder({ keyId: KEY_ID, amountCents: 44200, currency: 'INR', receipt: 'T-0412', notes: { orderId: 'ord123' } });

    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        host: 'api.razorpay.com',
        authorization: basic(KEY_ID, KEYS.keySecret),
        body: { amount: 44200, currency: 'INR', receipt: 'T-0412', notes: { orderId: 'ord123' } },
      },
    ]);
    expect(order).toEqual({ id: 'order_N5aX2kQp9LmT4r', amountCents: 44200, currency: 'INR' });
  });

  it("cuts a receipt to Razorpay's 40 characters", async () => {
    const receipt = 'R'.repeat(39) + 'XYZ';

    await new RazorpayGateway(() => KEYS).createOrder({ keyId: KEY_ID, amountCents: 100, currency: 'INR', receipt, notes: {} });

    expect((received[0]!.body as { receipt: string }).receipt).toBe('R'.repeat(39) + 'X');
  });

  it('refunds part of a payment at normal speed, and answers the refund with its status', async () => {
    const gateway = new RazorpayGateway(() => KEYS);

    const refund = await gateway.refund({ keyId: KEY_ID, paymentId: 'pay_N4sZAbCdEfGh12', amountCents: 15000, notes: { reason: 'cancelled' } });

    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/payments/pay_N4sZAbCdEfGh12/refund',
        host: 'api.razorpay.com',
        authorization: basic(KEY_ID, KEYS.keySecret),
        body: { amount: 15000, speed: 'normal', notes: { reason: 'cancelled' } },
      },
    ]);
    expect(refund).toEqual({ id: 'rfnd_N5aYQ3nR8sVw1k', amountCents: 15000, status: 'processed' });
  });

  it('takes a refund status it does not know as pending, to be settled by the refund.processed webhook', async () => {
    reply = { status: 200, body: { id: 'rfnd_N5aYQ3nR8sVw1k', entity: 'refund', amount: 15000, status: 'created' } };

    const refund = await new RazorpayGateway(() => KEYS).refund({ keyId: KEY_ID, paymentId: 'pay_N4sZAbCdEfGh12', amountCents: 15000, notes: {} });

    expect(refund.status).toBe('pending');
  });

  it("fails with an Error naming Razorpay's answer when it refuses an order or a refund", async () => {
    const gateway = new RazorpayGateway(() => KEYS);
    reply = { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } };

    await expect(gateway.createOrder({ keyId: KEY_ID, amountCents: 44200, currency: 'INR', receipt: 'T-0412', notes: {} })).rejects.toThrow(
      /^Razorpay refused the order T-0412: 401 BAD_REQUEST_ERROR Authentication failed$/,
    );
    reply = { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } } };
    await expect(gateway.refund({ keyId: KEY_ID, paymentId: 'pay_N4sZAbCdEfGh12', amountCents: 99999, notes: {} })).rejects.toBeInstanceOf(Error);
  });

  it('refuses orders and refunds before calling Razorpay while the key secret or the key id is not set, or is the local one', async () => {
    const notSetUp = /Razorpay is not set up: the key id in Settings and the RAZORPAY_KEY_SECRET secret are both needed/;
    const order = { amountCents: 44200, currency: 'INR', receipt: 'T-0412', notes: {} };
    const refund = { paymentId: 'pay_N4sZAbCdEfGh12', amountCents: 44200, notes: {} };
    const withLocalSecret = () => ({ keySecret: LOCAL_PAYMENT_KEYS.keySecret, webhookSecret: KEYS.webhookSecret });

    await expect(new RazorpayGateway(noRazorpayKeys).createOrder({ keyId: KEY_ID, ...order })).rejects.toThrow(notSetUp);
    await expect(new RazorpayGateway(noRazorpayKeys).refund({ keyId: KEY_ID, ...refund })).rejects.toThrow(notSetUp);
    await expect(new RazorpayGateway(() => KEYS).createOrder({ keyId: '', ...order })).rejects.toThrow(notSetUp);
    await expect(new RazorpayGateway(() => KEYS).refund({ keyId: LOCAL_PAYMENT_KEYS.keyId, ...refund })).rejects.toThrow(notSetUp);
    await expect(new RazorpayGateway(withLocalSecret).createOrder({ keyId: KEY_ID, ...order })).rejects.toThrow(notSetUp);

    expect(received).toEqual([]);
  });
});
