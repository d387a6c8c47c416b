export type Role = 'admin' | 'user';

/** users/{uid}. The phone is unique: user_phones/{phone} holds the uid that owns it. */
export interface UserDoc {
  [key: string]: unknown;
  name: string;
  phone: string;
  email: string | null;
  role: Role;
  isVerified: boolean;
  passwordHash: string;
  createdAt: string;
}
export const USER_PHONES = 'user_phones';

/** A user as the API returns it: never the password hash. */
export function userView(u: UserDoc & { id: string }) {
  return { _id: u.id, id: u.id, name: u.name, phone: u.phone, email: u.email, role: u.role, isVerified: u.isVerified, createdAt: u.createdAt };
}
export type UserView = ReturnType<typeof userView>;

/** Local and emulator mode only (DECISIONS 5): the seeded admin. A deployed project never has these. */
export const LOCAL_ADMIN = { phone: '9999999999', password: 'thali-admin', name: 'Thali Admin' } as const;
