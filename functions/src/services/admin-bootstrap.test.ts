import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/sqlite-store';
import { USERS } from '../domain/collections';
import { hashPassword, verifyPassword } from './passwords';
import { USER_PHONES, type UserDoc } from '../domain/users';
import { bootstrapAdmin, ownersFromLegacyAdmins } from './admin-bootstrap';

const cheap = (p: string) => hashPassword(p, { N: 1024, r: 8, p: 1 });
const now = new Date('2026-11-20T10:00:00Z');
let dir: string;
let store: SqliteStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bootstrap-'));
  store = new SqliteStore(join(dir, 'db'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bootstrapAdmin', () => {
  it('creates an admin user who owns the phone, with the password hashed', async () => {
    const r = await bootstrapAdmin(store, now, { phone: '9876543210', name: 'Asha Patel', password: 'a-long-admin-secret' }, cheap);
    expect(r.action).toBe('created');
    const user = await store.get<UserDoc>(USERS, r.uid);
    expect(user).toMatchObject({ name: 'Asha Patel', phone: '9876543210', role: 'owner', isVerified: true, createdAt: now.toISOString() });
    expect(await verifyPassword('a-long-admin-secret', user!.passwordHash)).toBe(true);
    expect(await store.get(USER_PHONES, '9876543210')).toMatchObject({ uid: r.uid });
  });

  it('promotes the customer who owns the phone, and says so when they are admin already', async () => {
    await store.set(USERS, 'u1', {
      name: 'Ravi',
      phone: '9123456780',
      email: null,
      role: 'user',
      isVerified: true,
      passwordHash: 'x',
      createdAt: now.toISOString(),
    });
    await store.set(USER_PHONES, '9123456780', { uid: 'u1' });
    expect(await bootstrapAdmin(store, now, { phone: '9123456780' }, cheap)).toEqual({ action: 'promoted', uid: 'u1', previousRole: 'user' });
    expect((await store.get<UserDoc>(USERS, 'u1'))?.role).toBe('owner');
    expect(await bootstrapAdmin(store, now, { phone: '9123456780' }, cheap)).toEqual({ action: 'already-admin', uid: 'u1' });
  });

  it.each([
    [{ phone: '12345' }, 'Mobile number must be exactly 10 digits'],
    [{ phone: '9876543210' }, 'No user has this phone yet: give a name and a password to create the admin'],
    [{ phone: '9876543210', name: 'Asha', password: 'short-pass' }, 'The admin password must be at least 12 characters'],
  ])('refuses %j with "%s" and writes nothing', async (input, message) => {
    await expect(bootstrapAdmin(store, now, input, cheap)).rejects.toThrow(message);
    expect(await store.count(USERS)).toBe(0);
  });
});

describe('ownersFromLegacyAdmins', () => {
  it("makes every account made before staff roles ('admin') an owner, leaves the others, and finds nothing the second time", async () => {
    const account = (role: string) => ({ name: role, phone: '', email: null, role, isVerified: true, passwordHash: 'x', createdAt: now.toISOString() });
    await store.set(USERS, 'old-1', account('admin'));
    await store.set(USERS, 'old-2', account('admin'));
    await store.set(USERS, 'cook', account('kitchen'));
    await store.set(USERS, 'guest', account('user'));
    expect(await ownersFromLegacyAdmins(store)).toBe(2);
    const roles = Object.fromEntries((await store.query<UserDoc>(USERS)).map((u) => [u.id, u.role]));
    expect(roles).toEqual({ 'old-1': 'owner', 'old-2': 'owner', cook: 'kitchen', guest: 'user' });
    expect(await ownersFromLegacyAdmins(store)).toBe(0);
  });
});
