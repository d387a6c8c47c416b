import { expect } from 'vitest';
import { api } from './browser';

interface SettledBill {
  status: string;
  rounds: Array<{ round: number }>;
  invoices: Array<{ orderId: string; total: number; isPaid: boolean; cancelled?: boolean }>;
}

/**
 * Frees a table through the API as the admin, so a journey starts at a free table whatever an earlier run left there:
 * the party's open bill with rounds is closed (no service charge), its invoices still owed are paid in cash, and the
 * table is cleared. A table already free is left as it is.
 */
export async function freeTable(tableId: string, adminToken: string): Promise<void> {
  const admin = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, adminToken);
  const floor = await admin<{ tables: Array<{ id: string; bill: { id: string } | null }> }>('GET', '/api/admin/tables');
  expect(floor.status, floor.body.message).toBe(200);
  const billId = floor.body.data!.tables.find((t) => t.id === tableId)?.bill?.id;
  if (!billId) return;
  let bill = (await admin<SettledBill>('GET', `/api/admin/bills/${billId}`)).body.data!;
  if (bill.status === 'open' && bill.rounds.length > 0) {
    await admin('POST', `/api/admin/bills/${billId}/close`, { serviceCharge: false });
    bill = (await admin<SettledBill>('GET', `/api/admin/bills/${billId}`)).body.data!;
  }
  for (const inv of bill.invoices.filter((i) => !i.isPaid && !i.cancelled))
    await admin('POST', `/api/orders/${inv.orderId}/payment`, { parts: [{ mode: 'cash', amount: inv.total }] });
  const cleared = await admin('POST', `/api/admin/tables/${tableId}/clear`);
  expect(cleared.status, cleared.body.message).toBe(200);
}
