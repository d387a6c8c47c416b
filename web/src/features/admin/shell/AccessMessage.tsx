import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/session';

interface AccessMessageProps {
  /** The signed-in user who is not an admin, or null when nobody is signed in. */
  user: SessionUser | null;
  /** What the screen shows: "users", "reservations". */
  subject: string;
  children?: ReactNode;
}

/** What a back office screen shows instead of its data to anyone but an admin (spec §6). */
export function AccessMessage({ user, subject, children }: AccessMessageProps) {
  return (
    <div className="empty-state card admin-denied" role="alert">
      {user ? (
        <>
          <p className="admin-denied-title">Access denied. Admin privileges required.</p>
          <p>Current role: {user.role ?? 'user'}</p>
        </>
      ) : (
        <p className="admin-denied-title">Please login as admin to view {subject}.</p>
      )}
      {children}
    </div>
  );
}
