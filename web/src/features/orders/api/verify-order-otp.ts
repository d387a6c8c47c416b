import { api } from '@/lib/api-client';
import type { Order } from './types';

/** POST /api/orders/:id/verify-otp: confirms the order. */
export async function verifyOrderOtp(id: string, otp: string): Promise<{ order: Order; message: string }> {
  const res = await api.post<Order>(`/orders/${encodeURIComponent(id)}/verify-otp`, { otp }, { auth: false });
  return { order: res.data!, message: res.message ?? 'OTP verified! Order confirmed.' };
}
