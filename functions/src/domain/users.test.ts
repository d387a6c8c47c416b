import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterStartSchema, UsersPageSchema, userView, type UserDoc } from './users';

const firstIssue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('account rules shared by the form and the API', () => {
  it('registration takes a trimmed name, a 10-digit phone, an optional lower-cased email and a password of at least 6 characters', () => {
    const ok = RegisterStartSchema.parse({ name: '  Asha Patel ', phone: '9876543210', email: ' Asha@Example.COM ', password: 'secret' });
    expect(ok).toEqual({ name: 'Asha Patel', phone: '9876543210', email: 'asha@example.com', password: 'secret' });
    expect(RegisterStartSchema.parse({ name: 'Asha', phone: '9876543210', password: 'secret' }).email).toBeNull();
    expect(RegisterStartSchema.parse({ name: 'Asha', phone: '9876543210', email: '', password: 'secret' }).email).toBeNull();
  });

  it.each([
    [{ name: ' ', phone: '9876543210', password: 'secret' }, 'Please enter your full name'],
    [{ name: 'Asha', phone: '+919876543210', password: 'secret' }, 'Mobile number must be exactly 10 digits'],
    [{ name: 'Asha', phone: '9876543210', email: 'asha@', password: 'secret' }, 'Please enter a valid email address'],
    [{ name: 'Asha', phone: '9876543210', password: 'short' }, 'Password must be at least 6 characters'],
    [{ name: 'Asha', phone: '9876543210', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstIssue(RegisterStartSchema.safeParse(input))).toBe(message);
  });

  it('login needs a 10-digit phone and some password', () => {
    expect(firstIssue(LoginSchema.safeParse({ phone: '98765', password: 'x' }))).toBe('Mobile number must be exactly 10 digits');
    expect(firstIssue(LoginSchema.safeParse({ phone: '9876543210', password: '' }))).toBe('Please enter your password');
  });

  it('the users list pages from 1 and caps the page size at 100', () => {
    expect(UsersPageSchema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(UsersPageSchema.parse({ page: '3', limit: '500' })).toEqual({ page: 3, limit: 100 });
    expect(UsersPageSchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('the user view never carries the password hash', () => {
    const doc: UserDoc & { id: string } = {
      id: 'u1',
      name: 'Asha',
      phone: '9876543210',
      email: null,
      role: 'user',
      isVerified: true,
      passwordHash: 'scrypt$1$2$3$salt$hash',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(userView(doc)).toEqual({
      _id: 'u1',
      id: 'u1',
      name: 'Asha',
      phone: '9876543210',
      email: null,
      role: 'user',
      isVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
