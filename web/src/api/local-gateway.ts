import { api } from '@/lib/api-client';
import type { GatewayPayment } from './payments';

/** How the guest pays on the local gateway's page. */
export type LocalPayMethod = 'upi' | 'card';

/**
 * POST /api/dev/payments/{gatewayOrderId}/complete (local and emulator mode only): plays the guest's part on the
 * gateway. Success answers the three fields Razorpay Checkout would hand the page; failure answers { failed: true }.
 */
export async function completeLocalPayment(
  gatewayOrderId: string,
  outcome: 'success' | 'failure',
  method: LocalPayMethod,
): Promise<GatewayPayment | { failed: true }> {
  const res = await api.post<GatewayPayment | { failed: true }>(
    `/dev/payments/${encodeURIComponent(gatewayOrderId)}/complete`,
    { outcome, method },
    { auth: false },
  );
  return res.data!;
}
