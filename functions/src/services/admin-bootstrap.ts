import { z } from 'zod';
import { USERS } from '../domain/collections';
import { hashPassword } from './passwords';
import { LEGACY_ADMIN_ROLE, roleOf } from '../domain/staff-roles';
import { PhoneSchema, USER_PHONES, type UserDoc } from '../domain/users';
import type { DocStore } from '../ports';

/** An admin's password guards the whole back office: longer than a customer's 6 characters. */
export const ADMIN_PASSWORD_MIN = 12;

export const BootstrapInputSchema = z.object({
  phone: PhoneSchema,
  name: z.string().trim().min(1, 'The admin needs a name').max(80, 'Name must be at most 80 characters').optional(),
  password: z.string().min(ADMIN_PASSWORD_MIN, `The admin password must be at least ${ADMIN_PASSWORD_MIN} characters`).max(128).optional(),
});
export type BootstrapInput = z.input<typeof BootstrapInputSchema>;

export type BootstrapResult =
  { action: 'created'; uid: string } | { action: 'promoted'; uid: string; previousRole: string } | { action: 'already-admin'; uid: string };

export class BootstrapError extends Error {}

/**
 * A deployed project's first admin (DECISIONS 5), an owner (DECISIONS 30): promotes the user
 * who owns the phone, or creates an owner with that phone, name and password.
 */
export async function bootstrapAdmin(store: DocStore, now: Date, raw: BootstrapInput, hash = hashPassword): Promise<BootstrapResult> {
  const parsed = BootstrapInputSchema.safeParse(raw);
  if (!parsed.success) throw new BootstrapError(parsed.error.issues[0]?.message ?? 'Invalid input');
  const input = parsed.data;

  const owner = await store.get<{ uid: string }>(USER_PHONES, input.phone);
  if (owner) {
    return store.transaction(async (tx): Promise<BootstrapResult> => {
      const user = await tx.get<UserDoc>(USERS, owner.uid);
      if (!user) throw new BootstrapError(`user_phones/${input.phone} points at a missing user ${owner.uid}`);
      if (roleOf(user.role) === 'owner') return { action: 'already-admin', uid: owner.uid };
      tx.update(USERS, owner.uid, { role: 'owner' });
      return { action: 'promoted', uid: owner.uid, previousRole: user.role };
    });
  }

  if (!input.name || !input.password) throw new BootstrapError('No user has this phone yet: give a name and a password to create the admin');
  const passwordHash = await hash(input.password);
  const uid = store.newId();
  const user: UserDoc = { name: input.name, phone: input.phone, email: null, role: 'owner', isVerified: true, passwordHash, createdAt: now.toISOString() };
  await store.transaction(async (tx) => {
    if (await tx.get(USER_PHONES, input.phone)) throw new BootstrapError('This phone was registered a moment ago: run the command again to promote it');
    tx.create(USER_PHONES, input.phone, { uid });
    tx.create(USERS, uid, user);
  });
  return { action: 'created', uid };
}

/**
 * Accounts made before staff roles say 'admin': each becomes an owner (DECISIONS 30). Until this
 * runs they are read as owners anyway (roleOf). An equality query on one field needs no composite
 * index, and each account is rewritten in a transaction that reads it again first.
 */
export async function ownersFromLegacyAdmins(store: DocStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const legacy = await store.query(USERS, { where: [{ field: 'role', op: '==', value: LEGACY_ADMIN_ROLE }], limit: 100 });
    for (const { id } of legacy) {
      const done = await store.transaction(async (tx) => {
        const user = await tx.get<UserDoc>(USERS, id);
        if (user?.role !== LEGACY_ADMIN_ROLE) return false;
        tx.update(USERS, id, { role: 'owner' });
        return true;
      });
      if (done) moved += 1;
    }
    if (legacy.length < 100) return moved;
  }
}
