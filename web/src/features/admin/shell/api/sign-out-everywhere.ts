import { api } from '@/lib/api-client';

/** POST /api/users/me/sign-out-everywhere: ends every session of the signed-in admin, on every device. */
export async function signOutEverywhere(): Promise<void> {
  await api.post('/users/me/sign-out-everywhere');
}
