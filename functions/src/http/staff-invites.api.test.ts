import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import { STAFF_INVITES, USERS } from '../domain/collections';
import type { InviteView } from '../domain/staff-invites';
import { USER_PHONES, type UserDoc } from '../domain/users';
import { apiForFile } from '../testing/api-file';

/** An owner invites staff by phone; the invitee sets a password with the texted code and joins in that role. */
const { t, tokens } = apiForFile({ sessions: { owner: 'owner', manager: 'manager' } });

let seq = 0;
/** A fresh mobile number per invitation, so the per-phone text limit never carries between tests. */
const nextPhone = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;

const invite = (body: object, token = tokens.owner) => t.call<InviteView>('POST', '/api/users/admin/invites', { body, token });
const join = (body: object) => t.call<{ token: string; user: { id: string; role: string; name: string } }>('POST', '/api/users/staff/join', { body });
const listInvites = async () => (await t.call<InviteView[]>('GET', '/api/users/admin/invites', { token: tokens.owner })).body.data!;
const texts = async (phone: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);
/** The code of the newest invitation text to the phone. */
const codeFor = async (phone: string) => {
  const text = (await texts(phone)).find((m) => m.includes('code to join the staff'));
  expect(text, `an invitation text to ${phone}`).toBeDefined();
  return /^(\d{6}) /.exec(text!)![1]!;
};
const auditOf = async (action: string) =>
  (await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=user', { token: tokens.owner })).body.data!.entries.filter(
    (e) => e.action === action,
  );
const userOf = async (phone: string) => {
  const owner = await t.store.get<{ uid: string }>(USER_PHONES, phone);
  return owner ? { uid: owner.uid, user: await t.store.get<UserDoc>(USERS, owner.uid) } : null;
};

describe('inviting staff by phone', () => {
  it('an owner invites a kitchen hand: the phone gets a code and the join address, the invitation is listed and audited without the phone', async () => {
    const phone = nextPhone();
    const r = await invite({ name: 'Ravi Kumar', phone, role: 'kitchen' });
    expect([r.status, r.body.message]).toEqual([201, 'Ravi Kumar is invited as Kitchen: a code is on its way']);
    expect(r.body.data).toMatchObject({ phone, name: 'Ravi Kumar', role: 'kitchen', expired: false, invitedBy: 'Test owner' });
    expect(Date.parse(r.body.data!.expiresAt) - t.clock.now().getTime()).toBe(48 * 3600_000);

    const [text] = await texts(phone);
    expect(text).toMatch(/^\d{6} is your .+ code to join the staff as Kitchen\. Set your password at http.+\/staff\/join within 48 hours\. Never share it\.$/);
    expect((await listInvites()).map((i) => i.phone)).toContain(phone);
    const entry = (await auditOf('invite')).find((e) => e.summary === 'Ravi Kumar invited as Kitchen')!;
    expect(entry.actorName).toBe('Test owner');
    expect(JSON.stringify(entry)).not.toContain(phone);
  });

  it.each([
    ['an unknown role', { name: 'A', role: 'chef' }, 400, 'validation_failed'],
    ['no name', { name: ' ', role: 'counter' }, 400, 'validation_failed'],
    ['a number that takes no texts', { name: 'A', role: 'counter', phone: '1234567890' }, 400, 'validation_failed'],
  ])('refuses %s with a clear 4xx, storing and texting nothing', async (_what, body, status, code) => {
    const phone = nextPhone();
    const r = await invite({ phone, ...body });
    expect([r.status, r.body.code]).toEqual([status, code]);
    expect(r.body.message.length).toBeGreaterThan(5);
    const target = (body as { phone?: string }).phone ?? phone;
    expect(await t.store.get(STAFF_INVITES, target)).toBeNull();
    expect(await texts(target)).toEqual([]);
  });

  it('refuses a phone already on the staff, and a second invitation of a waiting one, 409 naming them', async () => {
    const counter = await t.sessionFor('counter', nextPhone());
    const r = await invite({ name: 'Someone', phone: counter.phone, role: 'kitchen' });
    expect([r.status, r.body.code, r.body.message]).toEqual([
      409,
      'conflict',
      'Test counter is already on the staff as Counter: change their role in the list instead.',
    ]);
    expect(await t.store.get(STAFF_INVITES, counter.phone)).toBeNull();
    expect(await texts(counter.phone)).toEqual([]);

    const phone = nextPhone();
    expect((await invite({ name: 'Meena', phone, role: 'counter' })).status).toBe(201);
    const again = await invite({ name: 'Meena S', phone, role: 'manager' });
    expect([again.status, again.body.message]).toEqual([409, 'Meena is already invited as Counter: use Resend, or Cancel it first.']);
    expect((await t.store.get<{ role: string }>(STAFF_INVITES, phone))!.role).toBe('counter');
    expect(await texts(phone)).toHaveLength(1);
  });

  it('is the owner’s alone: a manager gets 403 on every invitation route', async () => {
    const phone = nextPhone();
    const calls = [
      invite({ name: 'X', phone, role: 'counter' }, tokens.manager),
      t.call('GET', '/api/users/admin/invites', { token: tokens.manager }),
      t.call('POST', `/api/users/admin/invites/${phone}/resend`, { token: tokens.manager }),
      t.call('DELETE', `/api/users/admin/invites/${phone}`, { token: tokens.manager }),
    ];
    for (const r of await Promise.all(calls)) expect([r.status, r.body.code]).toEqual([403, 'forbidden_role']);
    expect(await t.store.get(STAFF_INVITES, phone)).toBeNull();
  });
});

describe('joining with the code', () => {
  it('a wrong code is counted and changes nothing; the right one makes a kitchen account that signs in and sees only the kitchen', async () => {
    const phone = nextPhone();
    await invite({ name: 'Ravi Kumar', phone, role: 'kitchen' });
    const code = await codeFor(phone);
    const wrong = await join({ phone, code: code === '111111' ? '222222' : '111111', password: 'tandoor-9' });
    expect([wrong.status, wrong.body.code, wrong.body.message, wrong.body.data]).toEqual([400, 'otp_invalid', 'Wrong code. 4 tries left.', { triesLeft: 4 }]);
    expect(await userOf(phone)).toBeNull();

    const short = await join({ phone, code, password: 'abc' });
    expect([short.status, short.body.message]).toEqual([400, 'Password must be at least 6 characters']);
    expect(await userOf(phone)).toBeNull();

    const r = await join({ phone, code, password: 'tandoor-9' });
    expect([r.status, r.body.message]).toEqual([201, 'Welcome to the staff, Ravi Kumar']);
    expect(r.body.data!.user).toMatchObject({ name: 'Ravi Kumar', role: 'kitchen' });
    expect((await userOf(phone))!.user).toMatchObject({ role: 'kitchen', name: 'Ravi Kumar', isVerified: true });
    expect((await listInvites()).map((i) => i.phone)).not.toContain(phone);

    const login = await t.call<{ token: string }>('POST', '/api/users/login', { body: { phone, password: 'tandoor-9' } });
    expect(login.status).toBe(200);
    const kitchen = await t.idTokenFrom(login.body.data!.token);
    expect((await t.call('GET', '/api/admin/kitchen', { token: kitchen })).status).toBe(200);
    expect((await t.call('GET', '/api/orders', { token: kitchen })).body.code).toBe('forbidden_role');

    const reused = await join({ phone, code, password: 'another-1' });
    expect([reused.status, reused.body.code]).toEqual([409, 'otp_used']);
    expect((await auditOf('joined')).map((e) => e.summary)).toContain('Ravi Kumar joined the staff as Kitchen');
  });

  it('a customer who already has an account keeps it (name, id) and takes the role and the new password', async () => {
    const customer = await t.sessionFor('user', nextPhone());
    await invite({ name: 'Typed By Owner', phone: customer.phone, role: 'counter' });
    const r = await join({ phone: customer.phone, code: await codeFor(customer.phone), password: 'counter-pw-1' });
    expect(r.status).toBe(201);
    expect(r.body.data!.user).toMatchObject({ id: customer.uid, role: 'counter', name: 'Test Customer' });
    expect((await userOf(customer.phone))!.uid).toBe(customer.uid);
    expect((await t.call('POST', '/api/users/login', { body: { phone: customer.phone, password: 'counter-pw-1' } })).status).toBe(200);
    expect((await auditOf('joined')).find((e) => e.entityId === customer.uid)?.summary).toBe(
      'Test Customer joined the staff as Counter (their customer account)',
    );
  });

  it('five wrong codes lock the invitation, even against the right code, until the owner resends it', async () => {
    const phone = nextPhone();
    await invite({ name: 'Lock Test', phone, role: 'counter' });
    const code = await codeFor(phone);
    const bad = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await join({ phone, code: bad, password: 'secret-1' })).status).toBe(400);
    const locked = await join({ phone, code, password: 'secret-1' });
    expect([locked.status, locked.body.code]).toEqual([429, 'otp_attempts_exhausted']);
    expect(await userOf(phone)).toBeNull();
  });

  it('an unknown phone is told no invitation waits', async () => {
    const r = await join({ phone: nextPhone(), code: '123456', password: 'secret-1' });
    expect([r.status, r.body.code]).toEqual([400, 'otp_not_pending']);
  });
});

describe('resend and cancel', () => {
  it('cancel (audited) removes the invitation and its code stops working; cancelling again is 404', async () => {
    const phone = nextPhone();
    await invite({ name: 'Cancel Me', phone, role: 'manager' });
    const code = await codeFor(phone);
    const r = await t.call<InviteView>('DELETE', `/api/users/admin/invites/${phone}`, { token: tokens.owner });
    expect([r.status, r.body.message]).toEqual([200, 'The invitation of Cancel Me is cancelled']);
    expect(await t.store.get(STAFF_INVITES, phone)).toBeNull();
    expect((await join({ phone, code, password: 'secret-1' })).body.code).toBe('otp_not_pending');
    expect(await userOf(phone)).toBeNull();
    expect((await t.call('DELETE', `/api/users/admin/invites/${phone}`, { token: tokens.owner })).status).toBe(404);
    expect((await auditOf('invite-cancelled')).map((e) => e.summary)).toContain('Invitation of Cancel Me cancelled');
  });

  it('an expired code is refused; Resend waits a minute after the last text, then sends a fresh code with a fresh life', async () => {
    const phone = nextPhone();
    await invite({ name: 'Late Joiner', phone, role: 'counter' });
    const early = await t.call('POST', `/api/users/admin/invites/${phone}/resend`, { token: tokens.owner });
    expect([early.status, early.body.code]).toEqual([429, 'rate_limited']);
    expect(await texts(phone)).toHaveLength(1);

    const oldCode = await codeFor(phone);
    t.clock.set(new Date(t.clock.now().getTime() + 49 * 3600_000));
    const expired = await join({ phone, code: oldCode, password: 'secret-1' });
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([400, 'otp_expired', 'This invitation has expired. Ask the owner to resend it.']);
    expect(await userOf(phone)).toBeNull();
    expect((await listInvites()).find((i) => i.phone === phone)?.expired).toBe(true);

    const resent = await t.call<InviteView>('POST', `/api/users/admin/invites/${phone}/resend`, { token: tokens.owner });
    expect([resent.status, resent.body.data!.expired]).toEqual([200, false]);
    const newCode = await codeFor(phone);
    expect(await texts(phone)).toHaveLength(2);
    expect((await join({ phone, code: newCode, password: 'secret-1' })).status).toBe(201);
    expect((await userOf(phone))!.user!.role).toBe('counter');
  });
});
