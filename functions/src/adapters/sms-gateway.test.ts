import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewaySms } from './sms-gateway';

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
