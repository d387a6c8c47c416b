import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/session';

/** Adminlogout: ends the session (token, user, pending OTP, error) and goes to /admin/adminlogin. */
export function useAdminLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate('/admin/adminlogin', { replace: true });
  }, [signOut, navigate]);
}
