/** The back office's roles, most rights first (DECISIONS 30). Apart from the permissions (staff-roles.ts): every public page reads the session's role. */
export const STAFF_ROLES = ['owner', 'manager', 'counter', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = [...STAFF_ROLES, 'user'] as const;
export type Role = (typeof ROLES)[number];
/** What accounts made before staff roles carry: every one of them is an owner. */
export const LEGACY_ADMIN_ROLE = 'admin';
/** A role as a stored record may still hold it. */
export type StoredRole = Role | typeof LEGACY_ADMIN_ROLE;

/** A stored role or token claim, read as a role: the old 'admin' is an owner, anything unknown a customer. */
export function roleOf(stored: unknown): Role {
  if (stored === LEGACY_ADMIN_ROLE) return 'owner';
  return (ROLES as readonly unknown[]).includes(stored) ? (stored as Role) : 'user';
}

export const isStaff = (role: Role): role is StaffRole => role !== 'user';
