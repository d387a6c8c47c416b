import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { loginAsAdminForTesting } from '@/api/users-admin';

/** True only in a local build: the button and its code are left out of a production bundle. */
export const SHOW_TEST_LOGIN = import.meta.env.VITE_LOCAL === '1';

/** 'Login as Admin (Test)' (spec, DECISIONS 5): signs in as the seeded admin through a local-only route, then reloads. */
export function LoginAsAdminButton({ className = 'btn btn-ghost btn-sm' }: { className?: string }) {
  const { signIn } = useSession();
  const [busy, setBusy] = useState(false);
  if (!SHOW_TEST_LOGIN) return null;
  const run = async () => {
    setBusy(true);
    try {
      const session = await loginAsAdminForTesting();
      await signIn(session.token, session.user);
      window.location.reload();
    } catch (e) {
      toast.error(`Admin login failed: ${errorMessage(e, 'the local admin is not available')}`);
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void run()} disabled={busy}>
      {busy ? 'Logging in...' : 'Login as Admin (Test)'}
    </button>
  );
}
