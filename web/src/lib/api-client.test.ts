import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, LOG_IN_AGAIN, api, errorMessage, hasCode, setSessionEndedHandler } from './api-client';

const appCheckToken = vi.hoisted(() => vi.fn());
vi.mock('./firebase', () => ({ appCheckToken }));

const sent = () => new Headers((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).headers);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok', data: {} }), { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('App Check on the calls that text a code', () => {
  it('a texting call carries the App Check token in X-Firebase-AppCheck', async () => {
    appCheckToken.mockResolvedValue('token-123');
    await api.post('/orders', { a: 1 }, { appCheck: true, auth: false });
    expect(sent().get('x-firebase-appcheck')).toBe('token-123');
  });

  it('other calls never load App Check nor send a token', async () => {
    await api.get('/menu', { auth: false });
    expect(appCheckToken).not.toHaveBeenCalled();
    expect(sent().has('x-firebase-appcheck')).toBe(false);
  });

  it('when no token can be had, the call still goes, without one, so the API can say why it refuses', async () => {
    appCheckToken.mockRejectedValue(new Error('reCAPTCHA failed'));
    await api.post('/users/register/start', {}, { appCheck: true, auth: false });
    expect(sent().has('x-firebase-appcheck')).toBe(false);
  });
});

describe('error codes', () => {
  const answer = (status: number, body: unknown) => vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

  it('an error reply gives an ApiError carrying its code, its message kept as the server wrote it', async () => {
    answer(409, { success: false, code: 'slot_full', message: 'That time is fully booked' });
    const e = await api.post('/reservations/create', {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect([(e as ApiError).code, (e as ApiError).message]).toEqual(['slot_full', 'That time is fully booked']);
    expect(hasCode(e, 'conflict', 'slot_full')).toBe(true);
    expect(hasCode(e, 'conflict')).toBe(false);
  });

  it('no reply at all has no code', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const e = await api.get('/menu').catch((x: unknown) => x);
    expect((e as ApiError).code).toBeNull();
    expect(hasCode(e, 'internal')).toBe(false);
  });

  it('a code kept but not texted (503 sms_not_sent) resolves, on a texting call, with its data and the message to show', async () => {
    const body = { success: false, code: 'sms_not_sent', message: 'We could not send the OTP. Please use Resend in a minute.', data: { reservationId: 'r1' } };
    answer(503, body);
    const kept = await api.post('/reservations/create', {}, { textsCode: true });
    expect([kept.data, kept.textFailed]).toEqual([{ reservationId: 'r1' }, body.message]);
    answer(503, body);
    await expect(api.post('/reservations/create', {})).rejects.toMatchObject({ code: 'sms_not_sent' });
  });
});

describe('503 busy: the server changed nothing, so the same request is sent again', () => {
  const busy = { success: false, code: 'busy', message: 'Many people are doing this at the same moment. Nothing was changed: please try again.' };
  const reply = (status: number, body: object, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });
  afterEach(() => vi.useRealTimers());

  it('waits as Retry-After says, then sends the same request, with the same body and Idempotency-Key', async () => {
    vi.useFakeTimers();
    vi.mocked(fetch)
      .mockResolvedValueOnce(reply(503, busy, { 'retry-after': '1' }))
      .mockResolvedValueOnce(reply(201, { success: true, message: 'Order placed', data: { _id: 'o1' } }));
    const placed = api.post<{ _id: string }>('/orders', { name: 'Asha' }, { headers: { 'Idempotency-Key': 'key-0000001' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await placed).data).toEqual({ _id: 'o1' });
    const [first, second] = vi.mocked(fetch).mock.calls.map((c) => c[1] as RequestInit);
    expect(second!.body).toBe(first!.body);
    expect(new Headers(second!.headers).get('idempotency-key')).toBe('key-0000001');
  });

  it(`gives up after two more tries and shows the server's message`, async () => {
    vi.useFakeTimers();
    vi.mocked(fetch).mockImplementation(async () => reply(503, busy, { 'retry-after': '1' }));
    const placed = api.post('/orders', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const e = await placed;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(hasCode(e, 'busy')).toBe(true);
    expect((e as ApiError).message).toBe(busy.message);
  });
});

describe('a session that ends during a call', () => {
  afterEach(() => setSessionEndedHandler(null));
  const reply = (status: number, body: object) => new Response(JSON.stringify(body), { status });

  it('waits for the screen to sign the person in again, then makes the call again once', async () => {
    vi.mocked(fetch)
      .mockResolvedValueOnce(reply(401, { success: false, message: 'Your session has ended. Please log in again.' }))
      .mockResolvedValueOnce(reply(200, { success: true, message: 'Item updated', data: { id: 'a' } }));
    const handler = vi.fn(async () => true);
    setSessionEndedHandler(handler);

    const r = await api.put('/menu/admin/a', { name: 'Kadhi' });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(r.data).toEqual({ id: 'a' });
    expect(vi.mocked(fetch).mock.calls[1]![1]!.body).toBe(JSON.stringify({ name: 'Kadhi' }));
  });

  it('fails with the 401 when the sign-in was given up, and a login form (no session) never asks', async () => {
    vi.mocked(fetch).mockResolvedValue(reply(401, { success: false, message: 'Invalid phone or password' }));
    const handler = vi.fn(async () => false);
    setSessionEndedHandler(handler);

    await expect(api.put('/menu/admin/a', {})).rejects.toMatchObject({ status: 401 });
    await expect(api.post('/users/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessage', () => {
  it("asks a guest to log in instead of showing the API's words about a missing token", async () => {
    vi.mocked(fetch).mockResolvedValue(
      new Response(JSON.stringify({ success: false, code: 'unauthenticated', message: 'Authentication token not found' }), { status: 401 }),
    );
    const e = await api.get('/orders/my-orders').catch((x: unknown) => x);
    expect(errorMessage(e, 'Could not load your orders')).toBe(LOG_IN_AGAIN);
    expect(errorMessage(e, 'x')).not.toMatch(/token/i);
  });
});
