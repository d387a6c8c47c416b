import { describe, expect, it } from 'vitest';
import { ACTING_SESSIONS } from '../domain/collections';
import type { AuditView } from '../domain/audit';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { ACTING_HEADER, type ActingPerson } from '../domain/staff-pin';
import { apiForFile } from '../testing/api-file';

const { t, sessions, tokens } = apiForFile({
  sessions: { owner: 'owner', counterPc: 'counter', kitchenTablet: 'kitchen', frontDesk: 'counter', asha: 'manager', ravi: 'kitchen', meena: 'counter' },
});

/** Each try checks a PIN at the production scrypt cost (128 MiB, two at a time per process): slow on a busy machine. */
const SCRYPT_HEAVY_MS = 240_000;
const PINS = { asha: '4826', ravi: '5830', meena: '739155' } as const;

const setPin = (token: string, pin: string) => t.call('PUT', '/api/admin/pins/me', { token, body: { pin, confirmPin: pin } });
const switchTo = (device: string, uid: string, pin: string) => t.call<ActingPerson>('POST', '/api/admin/pins/switch', { token: device, body: { uid, pin } });
const kitchenBoard = (device: string, proof?: string) =>
  t.call('GET', '/api/admin/kitchen', { token: device, ...(proof ? { headers: { [ACTING_HEADER]: proof } } : {}) });
const switchedIn = async (device: string, person: keyof typeof PINS) => {
  const r = await switchTo(device, sessions[person].uid, PINS[person]);
  expect(r.status).toBe(200);
  return r.body.data!.token;
};
const actingOf = (field: 'personUid' | 'deviceUid', uid: string) => t.store.query(ACTING_SESSIONS, { where: [{ field, op: '==', value: uid }], limit: 10 });
const audit = async (action: string) =>
  (await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=user&limit=100', { token: tokens.owner })).body.data!.entries.filter(
    (e) => e.action === action,
  );

describe('ending a person’s sessions ends their switches on shared devices', () => {
  it(
    'each person sets a PIN while signed in as themselves',
    async () => {
      for (const person of ['asha', 'ravi', 'meena'] as const) expect((await setPin(tokens[person], PINS[person])).status).toBe(200);
    },
    SCRYPT_HEAVY_MS,
  );

  it(
    'the owner signs a person out everywhere: the device’s proof for them answers 401, the device itself still works',
    async () => {
      const proof = await switchedIn(tokens.counterPc, 'asha');
      expect((await kitchenBoard(tokens.counterPc, proof)).status, 'the switch works before').toBe(200);

      const out = await t.call('POST', `/api/users/admin/users/${sessions.asha.uid}/sign-out`, { token: tokens.owner });
      expect(out.status).toBe(200);

      const after = await kitchenBoard(tokens.counterPc, proof);
      expect([after.status, after.body.code]).toEqual([401, 'person_switch_ended']);
      expect((await kitchenBoard(tokens.counterPc)).status, 'the counter PC’s own session').toBe(200);
      expect(await actingOf('personUid', sessions.asha.uid)).toEqual([]);
    },
    SCRYPT_HEAVY_MS,
  );

  it(
    'a role change that keeps the person on the staff still ends their switches, on every device',
    async () => {
      const onCounter = await switchedIn(tokens.counterPc, 'meena');
      const onKitchen = await switchedIn(tokens.kitchenTablet, 'meena');
      const changed = await t.call('PATCH', `/api/users/admin/users/${sessions.meena.uid}/role`, { token: tokens.owner, body: { role: 'kitchen' } });
      expect(changed.status).toBe(200);

      for (const [device, proof] of [
        [tokens.counterPc, onCounter],
        [tokens.kitchenTablet, onKitchen],
      ] as const) {
        const r = await kitchenBoard(device, proof);
        expect([r.status, r.body.code]).toEqual([401, 'person_switch_ended']);
        expect((await kitchenBoard(device)).status).toBe(200);
      }
      // In the new role, switching in again works.
      expect((await kitchenBoard(tokens.counterPc, await switchedIn(tokens.counterPc, 'meena'))).status).toBe(200);
    },
    SCRYPT_HEAVY_MS,
  );

  it(
    'signing a device account out ends the switches made on it: signed in again, the old proof is refused',
    async () => {
      const proof = await switchedIn(tokens.kitchenTablet, 'ravi');
      const other = await switchedIn(tokens.frontDesk, 'ravi');
      expect((await t.call('POST', `/api/users/admin/users/${sessions.kitchenTablet.uid}/sign-out`, { token: tokens.owner })).status).toBe(200);
      expect(await actingOf('deviceUid', sessions.kitchenTablet.uid)).toEqual([]);

      const again = await t.idTokenFrom(await t.deps.auth.mint(sessions.kitchenTablet.uid, { role: 'kitchen' }));
      const r = await kitchenBoard(again, proof);
      expect([r.status, r.body.code]).toEqual([401, 'person_switch_ended']);
      expect((await kitchenBoard(again)).status).toBe(200);
      expect((await kitchenBoard(tokens.frontDesk, other)).status, 'Ravi’s switch on another device is not the tablet’s').toBe(200);
    },
    SCRYPT_HEAVY_MS,
  );
});

describe('wrong PINs per device, across all people', () => {
  const { wrongPinsPerDevice: max, wrongPinMinutes } = DEFAULT_SETTINGS.devices;
  const paused = `Too many wrong PINs on this device. Switching person is paused for up to ${wrongPinMinutes} minutes; anyone can still sign in with their own phone and password.`;

  it(
    `a device that sent ${max} wrong PINs in ${wrongPinMinutes} minutes is refused further tries (429, audited once); right PINs do not count; other devices still switch`,
    async () => {
      const device = tokens.frontDesk;
      // Fewer wrong tries per person than lock a PIN, spread over three people.
      const plan = [
        ...Array.from({ length: 4 }, () => sessions.asha.uid),
        ...Array.from({ length: 4 }, () => sessions.meena.uid),
        ...Array.from({ length: max - 9 }, () => sessions.ravi.uid),
      ];
      const answers = [];
      for (const uid of plan) answers.push(await switchTo(device, uid, '111222'));
      expect(answers.map((r) => r.body.code)).toEqual(plan.map(() => 'pin_wrong'));

      expect((await switchTo(device, sessions.ravi.uid, PINS.ravi)).status, 'a right PIN is not a wrong one').toBe(200);

      const last = await switchTo(device, sessions.ravi.uid, '111222');
      expect([last.status, last.body.code, last.body.message]).toEqual([429, 'rate_limited', paused]);
      const refused = await switchTo(device, sessions.meena.uid, PINS.meena);
      expect([refused.status, refused.body.message], 'even a right PIN waits').toEqual([429, paused]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      const entries = (await audit('pins-paused')).filter((e) => e.entityId === sessions.frontDesk.uid);
      expect(entries.map((e) => e.summary)).toEqual([`Switching person paused on Test counter's device after ${max} wrong PINs in ${wrongPinMinutes} minutes`]);

      expect((await switchTo(tokens.counterPc, sessions.meena.uid, PINS.meena)).status, 'another device').toBe(200);
      t.clock.advance(wrongPinMinutes * 60_000 + 1000);
      expect((await switchTo(device, sessions.meena.uid, PINS.meena)).status, 'once the wrong PINs age out').toBe(200);
    },
    SCRYPT_HEAVY_MS,
  );

  it(
    'the owner sets how many wrong PINs a device may send, in Settings',
    async () => {
      const current = async () => (await t.call<Settings>('GET', '/api/settings')).body.data!;
      const before = await current();
      const save = (wrongPinsPerDevice: number) =>
        t.call('PUT', '/api/admin/settings', { token: tokens.owner, body: { ...before, devices: { ...before.devices, wrongPinsPerDevice } } });
      expect((await save(3)).status).toBe(200);
      for (let i = 0; i < 2; i += 1) expect((await switchTo(tokens.counterPc, sessions.asha.uid, '111222')).body.code).toBe('pin_wrong');
      const third = await switchTo(tokens.counterPc, sessions.meena.uid, '111222');
      expect([third.status, third.body.code]).toEqual([429, 'rate_limited']);

      const bad = await save(1);
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('Wrong PINs a device may send')]);
      expect((await current()).devices.wrongPinsPerDevice, 'a refused value changes nothing').toBe(3);
    },
    SCRYPT_HEAVY_MS,
  );
});
