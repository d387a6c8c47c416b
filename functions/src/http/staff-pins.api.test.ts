import { beforeAll, describe, expect, it } from 'vitest';
import { ACTING_SESSIONS, STAFF_PINS, USERS } from '../domain/collections';
import type { AuditView } from '../domain/audit';
import { ACTING_HEADER, PIN_POLICY, type ActingPerson, type SwitchPerson } from '../domain/staff-pin';
import { apiForFile } from '../testing/api-file';

const { t, sessions, tokens } = apiForFile({
  sessions: { owner: 'owner', counterPc: 'counter', kitchenTablet: 'kitchen', asha: 'manager', ravi: 'kitchen', meena: 'counter' },
});

/** Each try checks a PIN at the production scrypt cost (128 MiB, two at a time per process): slow on a busy machine. */
const SCRYPT_HEAVY_MS = 180_000;
const NAMES = { counterPc: 'Counter PC', kitchenTablet: 'Kitchen Tablet', asha: 'Asha Manager', ravi: 'Ravi Cook', meena: 'Meena Counter' } as const;

beforeAll(async () => {
  for (const [key, name] of Object.entries(NAMES)) await t.store.update(USERS, sessions[key as keyof typeof NAMES].uid, { name });
});

const setPin = (token: string, pin: string, confirmPin = pin) => t.call<{ setAt: string }>('PUT', '/api/admin/pins/me', { token, body: { pin, confirmPin } });
const switchTo = (device: string, uid: string, pin: string) => t.call<ActingPerson>('POST', '/api/admin/pins/switch', { token: device, body: { uid, pin } });
const asActing = (proof: string) => ({ headers: { [ACTING_HEADER]: proof } });
const audit = async (action: string) =>
  (await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=user&limit=100', { token: tokens.owner })).body.data!.entries.filter(
    (e) => e.action === action,
  );

describe('setting a personal PIN', () => {
  it.each([
    ['123', '123', 'Your PIN must be 4 to 6 digits'],
    ['1234567', '1234567', 'Your PIN must be 4 to 6 digits'],
    ['12a4', '12a4', 'Your PIN must be 4 to 6 digits'],
    ['4826', '4827', 'The two PINs do not match'],
    ['0000', '0000', 'That PIN is too easy to guess (like 0000, 1234 or 1212): choose another'],
    ['1234', '1234', 'That PIN is too easy to guess (like 0000, 1234 or 1212): choose another'],
    ['987654', '987654', 'That PIN is too easy to guess (like 0000, 1234 or 1212): choose another'],
    ['4545', '4545', 'That PIN is too easy to guess (like 0000, 1234 or 1212): choose another'],
  ])('refuses %s (confirmed as %s) with 400 and stores nothing', async (pin, confirmPin, message) => {
    const r = await setPin(tokens.meena, pin, confirmPin);
    expect([r.status, r.body.message]).toEqual([400, message]);
    expect(await t.store.get(STAFF_PINS, sessions.meena.uid)).toBeNull();
  });

  it('refuses the end of the person’s own phone number', async () => {
    const r = await setPin(tokens.meena, sessions.meena.phone.slice(-4));
    expect([r.status, r.body.message]).toEqual([400, 'That PIN is the end of your phone number: choose another']);
  });

  it('stores only a salted scrypt hash, never returns it, and lists the person for switching', async () => {
    expect((await setPin(tokens.asha, '4826')).status).toBe(200);
    expect((await setPin(tokens.ravi, '4826')).status).toBe(200);
    expect((await setPin(tokens.meena, '739155')).status).toBe(200);
    const [asha, ravi] = await Promise.all([
      t.store.get<{ hash: string }>(STAFF_PINS, sessions.asha.uid),
      t.store.get<{ hash: string }>(STAFF_PINS, sessions.ravi.uid),
    ]);
    expect(asha!.hash).toMatch(/^scrypt\$/);
    expect(asha!.hash).not.toContain('4826');
    expect(asha!.hash, 'a salt of its own per person').not.toBe(ravi!.hash);

    const people = await t.call<SwitchPerson[]>('GET', '/api/admin/pins/people', { token: tokens.counterPc });
    expect(people.status).toBe(200);
    expect(people.body.data).toEqual([
      { uid: sessions.asha.uid, name: NAMES.asha, role: 'manager', lockedForSeconds: 0 },
      { uid: sessions.meena.uid, name: NAMES.meena, role: 'counter', lockedForSeconds: 0 },
      { uid: sessions.ravi.uid, name: NAMES.ravi, role: 'kitchen', lockedForSeconds: 0 },
    ]);
    expect(JSON.stringify(people.body)).not.toContain('scrypt');
    expect((await audit('pin-set')).map((e) => e.summary)).toEqual(expect.arrayContaining([`${NAMES.asha} set their PIN`]));
  });
});

describe('switching person on a shared device', () => {
  it('the acting person’s own role governs, and the audit log names them on that device', async () => {
    const sw = await switchTo(tokens.counterPc, sessions.asha.uid, '4826');
    expect(sw.status).toBe(200);
    expect(sw.body.data).toMatchObject({
      person: { uid: sessions.asha.uid, name: NAMES.asha, role: 'manager' },
      deviceUid: sessions.counterPc.uid,
      idleMinutes: 10,
    });
    const proof = sw.body.data!.token;
    expect(await t.store.get(ACTING_SESSIONS, proof), 'the record is keyed by the proof’s hash, not the proof').toBeNull();

    // The counter PC alone may not read the audit log; a manager acting on it may.
    expect((await t.call('GET', '/api/admin/audit', { token: tokens.counterPc })).body.code).toBe('forbidden_role');
    expect((await t.call('GET', '/api/admin/audit', { token: tokens.counterPc, ...asActing(proof) })).status).toBe(200);

    const paused = await t.call('POST', '/api/admin/takeaway/pause', { token: tokens.counterPc, body: { minutes: 15 }, ...asActing(proof) });
    expect(paused.status).toBe(200);
    const entry = (await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?limit=5', { token: tokens.owner })).body.data!.entries.find((e) =>
      /paused/i.test(e.summary),
    );
    expect(entry).toMatchObject({ actorUid: sessions.asha.uid, actorName: NAMES.asha, via: NAMES.counterPc });
    expect((await t.call('DELETE', '/api/admin/takeaway/pause', { token: tokens.counterPc })).status).toBe(200);
    expect((await audit('switch-in')).some((e) => e.summary === `${NAMES.asha} switched in on ${NAMES.counterPc}'s device`)).toBe(true);
  });

  it('a kitchen person acting on the counter PC gets the kitchen’s rights, not the counter’s', async () => {
    const proof = (await switchTo(tokens.counterPc, sessions.ravi.uid, '4826')).body.data!.token;
    expect((await t.call('GET', '/api/orders', { token: tokens.counterPc })).status).toBe(200);
    const refused = await t.call('GET', '/api/orders', { token: tokens.counterPc, ...asActing(proof) });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden_role']);
    expect((await t.call('GET', '/api/admin/kitchen', { token: tokens.counterPc, ...asActing(proof) })).status).toBe(200);
  });

  it('refuses a forged proof, another device’s proof, an ended switch and an idle one, never falling back to the device', async () => {
    const forged = await t.call('GET', '/api/admin/kitchen', { token: tokens.counterPc, ...asActing('A'.repeat(43)) });
    expect([forged.status, forged.body.code]).toEqual([401, 'person_switch_ended']);
    const plainName = await t.call('GET', '/api/admin/kitchen', { token: tokens.counterPc, ...asActing(sessions.asha.uid) });
    expect(plainName.body.code).toBe('person_switch_ended');

    const proof = (await switchTo(tokens.counterPc, sessions.meena.uid, '739155')).body.data!.token;
    const elsewhere = await t.call('GET', '/api/admin/kitchen', { token: tokens.kitchenTablet, ...asActing(proof) });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([401, 'person_switch_ended']);

    expect((await t.call('POST', '/api/admin/pins/switch-back', { token: tokens.counterPc, body: { token: proof } })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/kitchen', { token: tokens.counterPc, ...asActing(proof) })).body.code).toBe('person_switch_ended');

    const idle = (await switchTo(tokens.counterPc, sessions.meena.uid, '739155')).body.data!.token;
    t.clock.advance(9 * 60_000);
    expect((await t.call('GET', '/api/admin/kitchen', { token: tokens.counterPc, ...asActing(idle) })).status, 'used within the idle time: kept').toBe(200);
    t.clock.advance(9 * 60_000);
    expect((await t.call('GET', '/api/admin/kitchen', { token: tokens.counterPc, ...asActing(idle) })).status, '18 minutes on, 9 after its last use').toBe(200);
    t.clock.advance(11 * 60_000);
    const lapsed = await t.call('GET', '/api/admin/kitchen', { token: tokens.counterPc, ...asActing(idle) });
    expect([lapsed.status, lapsed.body.message]).toEqual([401, `${NAMES.meena}'s turn on this device ended after 10 idle minutes: switch person again.`]);
  });

  it('an owner clears someone’s PIN (counter staff may not): their switch ends and they drop off the list', async () => {
    const proof = (await switchTo(tokens.kitchenTablet, sessions.ravi.uid, '4826')).body.data!.token;
    const refused = await t.call('DELETE', `/api/admin/pins/${sessions.ravi.uid}`, { token: tokens.counterPc });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden_role']);
    expect((await t.call('DELETE', `/api/admin/pins/${sessions.ravi.uid}`, { token: tokens.owner })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/kitchen', { token: tokens.kitchenTablet, ...asActing(proof) })).body.code).toBe('person_switch_ended');
    const people = (await t.call<SwitchPerson[]>('GET', '/api/admin/pins/people', { token: tokens.kitchenTablet })).body.data!;
    expect(people.map((p) => p.uid)).not.toContain(sessions.ravi.uid);
    expect((await audit('pin-cleared')).some((e) => e.summary === `Test owner cleared ${NAMES.ravi}'s PIN`)).toBe(true);
  });

  it('a PIN is set only when signed in as oneself, not while acting on a shared device', async () => {
    const proof = (await switchTo(tokens.counterPc, sessions.asha.uid, '4826')).body.data!.token;
    const r = await t.call('PUT', '/api/admin/pins/me', { token: tokens.counterPc, body: { pin: '5830', confirmPin: '5830' }, ...asActing(proof) });
    expect([r.status, r.body.message]).toEqual([403, 'Sign in with your own phone and password to set your PIN.']);
  });
});

describe('wrong PINs', () => {
  it(
    `lock the person’s PIN after ${PIN_POLICY.maxWrongTries} wrong tries for ${PIN_POLICY.lockMinutes} minutes, audited, saying so plainly`,
    async () => {
      const answers = [];
      for (let i = 0; i < PIN_POLICY.maxWrongTries; i += 1) answers.push(await switchTo(tokens.counterPc, sessions.meena.uid, '111222'));
      expect(answers.slice(0, 4).map((r) => [r.status, r.body.code, (r.body.data as unknown as { triesLeft: number }).triesLeft])).toEqual([
        [403, 'pin_wrong', 4],
        [403, 'pin_wrong', 3],
        [403, 'pin_wrong', 2],
        [403, 'pin_wrong', 1],
      ]);
      expect(answers[0]!.body.message).toBe(`Wrong PIN for ${NAMES.meena}. 4 tries left before it locks for 15 minutes.`);
      expect([answers[4]!.status, answers[4]!.body.message]).toEqual([
        429,
        `Wrong PIN. ${NAMES.meena}'s PIN is now locked for 15 minutes after 5 wrong tries.`,
      ]);

      const right = await switchTo(tokens.counterPc, sessions.meena.uid, '739155');
      expect([right.status, right.body.code, right.body.message]).toEqual([
        429,
        'pin_locked',
        `${NAMES.meena}'s PIN is locked after 5 wrong tries. Try again in 15 minutes, or ask an owner to clear it.`,
      ]);
      expect((await audit('pin-locked')).filter((e) => e.entityId === sessions.meena.uid)).toHaveLength(1);
      const listed = (await t.call<SwitchPerson[]>('GET', '/api/admin/pins/people', { token: tokens.counterPc })).body.data!;
      expect(listed.find((p) => p.uid === sessions.meena.uid)!.lockedForSeconds).toBeGreaterThan(14 * 60);

      t.clock.advance(PIN_POLICY.lockMinutes * 60_000 + 1000);
      expect((await switchTo(tokens.counterPc, sessions.meena.uid, '739155')).status).toBe(200);
    },
    SCRYPT_HEAVY_MS,
  );

  it(
    'guesses sent at once are counted one by one: at most five are checked, then the PIN is locked',
    async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => switchTo(tokens.kitchenTablet, sessions.asha.uid, '111222')));
      const codes = answers.map((r) => r.body.code).sort();
      // On Firestore a guess that loses the race for the device's counter too often is answered "busy" (nothing was
      // checked or written; the person tries again): it counts neither way.
      const busy = codes.filter((c) => c === 'busy').length;
      // Any other answer is named in the failure, with its message.
      const others = answers.filter((r) => !['pin_wrong', 'pin_locked', 'busy'].includes(String(r.body.code)));
      expect(others.map((r) => `${r.status} ${String(r.body.code)}: ${String(r.body.message)}`)).toEqual([]);
      expect(codes.filter((c) => c === 'pin_wrong').length).toBeLessThanOrEqual(PIN_POLICY.maxWrongTries - 1);
      expect(codes.filter((c) => c === 'pin_locked').length).toBeGreaterThanOrEqual(8 - (PIN_POLICY.maxWrongTries - 1) - busy);
      expect((await switchTo(tokens.kitchenTablet, sessions.asha.uid, '4826')).body.code).toBe('pin_locked');
      t.clock.advance(PIN_POLICY.lockMinutes * 60_000 + 1000);
    },
    SCRYPT_HEAVY_MS,
  );
});
