import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_KINDS, orderConfirmedText, type SmsKind } from '../domain/notifications';
import { DEFAULT_SETTINGS } from '../domain/settings-defaults';
import { readSmsConfig } from '../sms-config';
import { otpSmsText } from '../services/otp';
import { DltSms, GatewaySms } from './sms-gateway';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A local stand-in for the SMS provider's REST API that records what it is sent. */
let server: Server;
let base = '';
const recorded: Recorded[] = [];
let answer = 200;
let delayMs = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      recorded.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(raw || 'null') });
      setTimeout(() => {
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const a = server.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the SMS gateway adapter', () => {
  it('posts one JSON message with the bearer key, to the full number it is given (country code from Settings)', async () => {
    answer = 200;
    const sms = new GatewaySms(() => ({ url: `${base}/v1/messages`, apiKey: 'key-123', sender: 'THALI' }));
    await sms.send({ phone: '9876543210', number: '+449876543210' }, '123456 is your code');
    const last = recorded.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/v1/messages');
    expect(last.headers.authorization).toBe('Bearer key-123');
    expect(last.body).toEqual({ to: '+449876543210', from: 'THALI', text: '123456 is your code' });
  });

  it('fails when the provider answers an error, so the caller can report it', async () => {
    answer = 503;
    const sms = new GatewaySms(() => ({ url: `${base}/v1/messages`, apiKey: 'k', sender: 'THALI' }));
    await expect(sms.send({ phone: '9876543210', number: '+919876543210' }, 'x')).rejects.toThrow('SMS gateway answered 503');
  });

  it('gives up after its timeout instead of hanging the request', async () => {
    answer = 200;
    delayMs = 500;
    const sms = new GatewaySms(() => ({ url: `${base}/v1/messages`, apiKey: 'k', sender: 'THALI', timeoutMs: 100 }));
    await expect(sms.send({ phone: '9876543210', number: '+919876543210' }, 'x')).rejects.toThrow();
    delayMs = 0;
  });
});

/**
 * A local fake of MSG91's Flow API as its documentation describes it: POST JSON with an `authkey` header,
 * {template_id, sender, short_url, recipients: [{mobiles, VAR1, ...}]}; it answers 200 {type, message},
 * and refuses (still 200, type "error") a template it does not know or a recipient missing a variable.
 */
const REGISTERED: Record<string, number> = { '1107000000000000004': 3, '1107000000000000001': 3, '1107000000000000091': 3 };
let flow: Server;
let flowUrl = '';
const flowSent: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  flow = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { template_id?: string; recipients?: Array<Record<string, string>> };
      flowSent.push({ headers: req.headers, body });
      const reply = (status: number, type: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type, message }));
      };
      if (req.method !== 'POST' || req.url !== '/api/v5/flow') return reply(404, 'error', 'Not found');
      if (req.headers.authkey !== 'auth-key-1') return reply(401, 'error', 'Authentication failure');
      const vars = REGISTERED[body.template_id ?? ''];
      if (vars === undefined) return reply(200, 'error', 'Template ID is invalid');
      const missing = (body.recipients ?? []).some((r) => !r.mobiles || Array.from({ length: vars }, (_, i) => r[`VAR${i + 1}`]).some((v) => !v));
      if (missing) return reply(200, 'error', 'Variables missing');
      reply(200, 'success', '3566796f6f34323139383731');
    });
  });
  await new Promise<void>((r) => flow.listen(0, '127.0.0.1', () => r()));
  const a = flow.address();
  flowUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/api/v5/flow`;
});
afterAll(() => new Promise<void>((r) => flow.close(() => r())));

const templates = (over: Partial<Record<SmsKind, string>> = {}) =>
  ({ ...Object.fromEntries(SMS_KINDS.map((k) => [k, ''])), 'order-code': '1107000000000000001', 'order-confirmed': '1107000000000000004', ...over }) as Record<
    SmsKind,
    string
  >;
const to = { phone: '9876543210', number: '+919876543210' };

describe('the DLT gateway adapter (MSG91 Flow)', () => {
  it("sends an order confirmation as its registered template, with the text's variables, to the number without its +", async () => {
    const sms = new DltSms(() => ({ url: flowUrl, apiKey: 'auth-key-1', sender: 'THALIH', templates: templates() }));
    const text = orderConfirmedText(DEFAULT_SETTINGS, { reference: 'AB12CD', orderType: 'takeaway', tableNumber: null });

    await sms.send(to, text, 'order-confirmed');

    const last = flowSent.at(-1)!;
    expect(last.headers.authkey).toBe('auth-key-1');
    expect(last.body).toEqual({
      template_id: '1107000000000000004',
      sender: 'THALIH',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', VAR1: DEFAULT_SETTINGS.identity.name, VAR2: 'AB12CD', VAR3: 'thalihouse.example/t?r=AB12CD' }],
    });
  });

  it('sends a code with the code as its first variable', async () => {
    const sms = new DltSms(() => ({ url: flowUrl, apiKey: 'auth-key-1', sender: 'THALIH', templates: templates() }));

    await sms.send(to, otpSmsText('482913', 'confirm your order', 'Thali House'), 'order-code');

    expect(flowSent.at(-1)!.body.recipients).toEqual([{ mobiles: '919876543210', VAR1: '482913', VAR2: 'Thali House', VAR3: 'confirm your order' }]);
  });

  it("sends a Gujarati code as the Gujarati template's id, and refuses, naming the variable, where that id is not set", async () => {
    const localTemplates = { gu: { 'order-code': '1107000000000000091' } };
    const sms = new DltSms(() => ({ url: flowUrl, apiKey: 'auth-key-1', sender: 'THALIH', templates: templates(), localTemplates }));

    await sms.send(to, otpSmsText('482913', 'confirm your order', 'Thali House', 'gu'), 'order-code');

    expect(flowSent.at(-1)!.body).toMatchObject({
      template_id: '1107000000000000091',
      recipients: [{ mobiles: '919876543210', VAR1: '482913', VAR2: 'Thali House', VAR3: 'ઓર્ડર કન્ફર્મ કરવા' }],
    });
    await expect(sms.send(to, otpSmsText('482913', 'confirm your order', 'Thali House', 'hi'), 'order-code')).rejects.toThrow('SMS_TEMPLATE_ORDER_CODE_HI');
  });

  it('refuses to send, and sends nothing, when the kind has no template id', async () => {
    const sms = new DltSms(() => ({ url: flowUrl, apiKey: 'auth-key-1', sender: 'THALIH', templates: templates({ 'order-ready': '' }) }));
    const before = flowSent.length;

    await expect(sms.send(to, 'Thali House: order #AB12CD is ready for pickup at the counter.', 'order-ready')).rejects.toThrow(
      'No DLT template id for the order-ready text',
    );
    expect(flowSent.length).toBe(before);
  });

  it('refuses a text that does not match its registered template, which an operator would drop', async () => {
    const sms = new DltSms(() => ({ url: flowUrl, apiKey: 'auth-key-1', sender: 'THALIH', templates: templates() }));
    const before = flowSent.length;

    await expect(sms.send(to, 'Order AB12CD is confirmed', 'order-confirmed')).rejects.toThrow('does not match its registered DLT template');
    expect(flowSent.length).toBe(before);
  });

  it('fails when the gateway refuses the message with status 200, as MSG91 reports an unknown template', async () => {
    const sms = new DltSms(() => ({ url: flowUrl, apiKey: 'auth-key-1', sender: 'THALIH', templates: templates({ 'order-confirmed': '1107999' }) }));
    const text = orderConfirmedText(DEFAULT_SETTINGS, { reference: 'AB12CD', orderType: 'takeaway', tableNumber: null });

    await expect(sms.send(to, text, 'order-confirmed')).rejects.toThrow('SMS gateway refused the order-confirmed text: Template ID is invalid');
  });

  it('fails on a wrong key', async () => {
    const sms = new DltSms(() => ({ url: flowUrl, apiKey: 'wrong', sender: 'THALIH', templates: templates() }));

    await expect(sms.send(to, otpSmsText('482913', 'confirm your order', 'Thali House'), 'order-code')).rejects.toThrow('SMS gateway answered 401');
  });
});

describe('the SMS settings a deployed function starts with', () => {
  const complete = Object.fromEntries([
    ['SMS_PROVIDER', 'dlt'],
    ['SMS_GATEWAY_URL', 'https://control.msg91.com/api/v5/flow'],
    ['SMS_SENDER', 'THALIH'],
    ['SMS_LINK_DOMAIN', 'thalihouse.in'],
    ...SMS_KINDS.map((k, i) => [`SMS_TEMPLATE_${k.toUpperCase().replace(/-/g, '_')}`, `110700000000000000${i}`]),
  ]) as Record<string, string>;

  it('chooses the DLT gateway with a template id for every kind', () => {
    const config = readSmsConfig(complete);

    expect(config.provider).toBe('dlt');
    expect(Object.keys(config.templates).sort()).toEqual([...SMS_KINDS].sort());
  });

  it('refuses to start without the gateway URL or a template id, naming each', () => {
    const broken = { ...complete, SMS_GATEWAY_URL: '', SMS_TEMPLATE_ORDER_READY: '' };

    expect(() => readSmsConfig(broken)).toThrow(/SMS_GATEWAY_URL is not set/);
    expect(() => readSmsConfig({ ...complete, SMS_TEMPLATE_ORDER_READY: ' ' })).toThrow(
      /SMS_TEMPLATE_ORDER_READY is not set: the DLT template id registered for the order-ready text/,
    );
  });

  it("refuses to start without the site's domain for links, or with one that makes a link longer than a DLT variable", () => {
    expect(() => readSmsConfig({ ...complete, SMS_LINK_DOMAIN: '' })).toThrow(
      /SMS_LINK_DOMAIN is not set: the site's domain, as whitelisted on the DLT portal/,
    );
    expect(() => readSmsConfig({ ...complete, SMS_LINK_DOMAIN: 'thali-house-ahmedabad.web.app' })).toThrow(
      /SMS_LINK_DOMAIN=thali-house-ahmedabad\.web\.app makes links like thali-house-ahmedabad\.web\.app\/t\?r=ABCD2345 \(42 characters\), longer than a DLT variable's 30/,
    );
  });

  it('needs no template ids for the generic gateway', () => {
    expect(readSmsConfig({ SMS_PROVIDER: 'generic', SMS_GATEWAY_URL: 'https://sms.example/v1', SMS_SENDER: 'Thali' }).provider).toBe('generic');
  });
});

describe('the registered templates', () => {
  it('match every text the site sends, so each goes out under its template', async () => {
    const n = await import('../domain/notifications');
    const s = DEFAULT_SETTINGS;
    const order = { reference: 'AB12CD', orderType: 'dine-in' as const, tableNumber: '7' };
    const booking = { reference: 'ABCD2345', date: '2026-12-01', time: '19:00', partySize: 4 };
    const texts: Array<[SmsKind, string]> = [
      ['order-code', otpSmsText('123456', 'confirm your order', s.identity.name)],
      ['booking-code', otpSmsText('123456', 'manage your table reservation', s.identity.name)],
      ['account-code', otpSmsText('123456', 'finish registering', s.identity.name)],
      ['order-confirmed', n.orderConfirmedText(s, order)],
      ['order-ready', n.orderReadyText(s, order)],
      ['order-ready', n.orderReadyText(s, { ...order, orderType: 'takeaway' })],
      ['order-ready', n.orderReadyText(s, { ...order, orderType: 'takeaway', tokenNumber: 17 })],
      ['order-cancelled', n.orderCancelledText(s, order)],
      ['reservation-confirmed', n.reservationConfirmedText(s, booking)],
      ['reservation-cancelled', n.reservationCancelledText(s, booking)],
      ['reservation-reminder', n.reservationReminderText(s, booking)],
      ['reservation-closed', n.reservationClosedText(s, { ...booking, note: 'Diwali' })],
      ['reservation-closed', n.reservationClosedText(s, { ...booking, note: '' })],
      ['reservation-self-cancelled', n.reservationSelfCancelledText(s, booking)],
      ['reservation-changed', n.reservationChangedText(s, booking)],
    ];

    for (const [kind, text] of texts) expect(n.dltVariables(kind, text), `${kind}: ${text}`).not.toBeNull();
    expect(n.dltVariables('order-cancelled', n.orderConfirmedText(s, order))).toBeNull();
  });
});
