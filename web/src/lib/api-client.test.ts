import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setSessionEndedHandler } from './api-client';

const appCheckToken = vi.hoisted(() => vi.fn());
vi.mock('./firebase', () => ({ appCheckToken }));

const sent = () => new Headers((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).headers);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok', data: {} }), { status: 200 })));
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
