import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import { SETTINGS } from '../domain/collections';
import { LOCAL_ADMIN } from '../seed/local-admin';
import { ADMIN_PASSWORD_DOC } from '../services/admin-key';
import { apiForFile } from '../testing/api-file';

/** An owner changes the shared admin password from Settings, without a redeploy. */
const { t, tokens } = apiForFile({ sessions: { owner: 'owner', manager: 'manager' } });
const adminLogin = (password: string) => t.call<{ token: string }>('POST', '/api/users/admin/login', { body: { password }, ip: '203.0.113.77' });
const change = (body: object, token = tokens.owner) => t.call('PUT', '/api/admin/admin-password', { body, token });

describe('PUT /api/admin/admin-password', () => {
  it.each([
    ['too short', { newPassword: 'short', confirmPassword: 'short' }, 'The admin password must be at least 10 characters'],
    ['not confirmed', { newPassword: 'a-long-new-secret', confirmPassword: 'a-long-new-secreT' }, 'The two passwords do not match'],
    ['missing', {}, 'The admin password must be at least 10 characters'],
  ])('refuses a password %s with a clear 400 and changes nothing', async (_what, body, message) => {
    const r = await change(body);
    expect([r.status, r.body.message]).toEqual([400, message]);
    expect(await t.store.get(SETTINGS, ADMIN_PASSWORD_DOC)).toBeNull();
  });

  it('is refused to a manager', async () => {
    const r = await change({ newPassword: 'a-long-new-secret', confirmPassword: 'a-long-new-secret' }, tokens.manager);
    expect([r.status, r.body.code]).toEqual([403, 'forbidden_role']);
    expect(await t.store.get(SETTINGS, ADMIN_PASSWORD_DOC)).toBeNull();
  });

  it('an owner changes it: the old password stops working, its sessions end, the new one signs in, audited without the password', async () => {
    const before = await adminLogin(LOCAL_ADMIN.password);
    expect(before.status).toBe(200);
    const oldSession = await t.idTokenFrom(before.body.data!.token);
    expect((await t.call('GET', '/api/admin/dashboard', { token: oldSession })).status).toBe(200);
    await sleep(1100); // revocation is recorded to the second

    const r = await change({ newPassword: 'counter-pc-2030', confirmPassword: 'counter-pc-2030' });
    expect([r.status, r.body.message]).toEqual([200, 'Admin password changed: every device signed in with it signs in again']);
    expect((await t.call('GET', '/api/admin/dashboard', { token: oldSession })).status).toBe(401);
    expect((await adminLogin(LOCAL_ADMIN.password)).status).toBe(401);
    const after = await adminLogin('counter-pc-2030');
    expect(after.status).toBe(200);
    await sleep(1100);
    expect((await t.call('GET', '/api/admin/dashboard', { token: await t.idTokenFrom(after.body.data!.token) })).status).toBe(200);

    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=setting', { token: tokens.owner });
    const entry = log.body.data!.entries.find((e) => e.entityId === ADMIN_PASSWORD_DOC)!;
    expect(entry.summary).toBe('Shared admin password changed; its sessions ended');
    expect(JSON.stringify(entry)).not.toContain('scrypt');
  });
});
