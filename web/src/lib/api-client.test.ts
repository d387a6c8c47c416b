import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

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
