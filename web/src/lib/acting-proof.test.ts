import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A device where someone switched in: its proof is in this browser's storage. */
const proof = { token: 'proof-0123456789abcdefghij', person: { uid: 'p1', name: 'Kiran', role: 'counter' }, deviceUid: 'd1', idleMinutes: 10 };
const reply = (status: number, body: object) => new Response(JSON.stringify(body), { status });
const sentHeaders = () => new Headers((vi.mocked(fetch).mock.calls.at(-1)![1] as RequestInit).headers);

/** api-client as a page loads it: fresh, signed in, with the proof stored. */
async function client() {
  vi.resetModules();
  const mod = await import('./api-client');
  mod.configureApiClient({ token: async () => 'id-token', unauthorized: () => {} });
  return mod;
}

beforeEach(() => {
  localStorage.setItem('acting-person', JSON.stringify(proof));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply(200, { success: true, message: 'ok', data: {} })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the acting person's proof", () => {
  it('a public page, which never loads the back office, sends no proof', async () => {
    const { api } = await client();
    await api.get('/users/me');
    expect(sentHeaders().get('authorization')).toBe('Bearer id-token');
    expect(sentHeaders().has('x-acting-person')).toBe(false);
  });

  it('once the back office has loaded, every signed-in call carries it, and a call made without the session does not', async () => {
    const { api } = await client();
    await import('./acting-person');
    await api.get('/orders');
    expect(sentHeaders().get('x-acting-person')).toBe(proof.token);
    await api.get('/menu', { auth: false });
    expect(sentHeaders().has('x-acting-person')).toBe(false);
  });

  it("the server ending that person's turn forgets the proof, and the next call goes as the device", async () => {
    const { api, ApiError } = await client();
    await import('./acting-person');
    vi.mocked(fetch).mockResolvedValueOnce(reply(401, { success: false, code: 'person_switch_ended', message: 'Switch person again.' }));
    await expect(api.get('/orders')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('acting-person')).toBeNull();
    await api.get('/orders');
    expect(sentHeaders().has('x-acting-person')).toBe(false);
  });

  it('signing out forgets it, whether or not the back office loaded in this tab', async () => {
    const first = await client();
    first.forgetActing();
    expect(localStorage.getItem('acting-person')).toBeNull();

    localStorage.setItem('acting-person', JSON.stringify(proof));
    const second = await client();
    const acting = await import('./acting-person');
    expect(acting.readActing()?.token).toBe(proof.token);
    second.forgetActing();
    expect(acting.readActing()).toBeNull();
  });
});
