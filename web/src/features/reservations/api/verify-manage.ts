import type { ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

export interface ManageSession {
  reservation: ReservationView;
  /** Proves the phone for 15 minutes; kept in memory only. */
  token: string;
  tokenExpiresInSeconds: number;
  canCancel: boolean;
  /** Until when the guest may cancel online (ISO); null once the booking is cancelled or over. */
  cancelUntil: string | null;
  /** Why the guest can't cancel online any more, with the phone to call; null while they can. */
  cancelClosed: string | null;
}

/** POST /reservations/manage/verify: the booking and a short-lived token to act on it. */
export async function verifyManage(reference: string, phone: string, otp: string): Promise<ManageSession> {
  const res = await api.post<ManageSession>('/reservations/manage/verify', { reference, phone, otp }, { auth: false });
  return res.data!;
}
