import { useState } from 'react';
import type { OrderView } from '@domain/orders';
import { printInvoice, type InvoiceView } from '@/api/bill';
import { BillPrintView } from '@/components/bill/BillPrintView';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const BILLABLE = ['Pending', 'Preparing', 'Ready', 'Completed', 'Voided', 'Cancelled', 'Not collected'];
/** Printed only once numbered: a cancelled, uncollected or voided order shows its bill marked with its credit note. */
const NUMBERED_ONLY = ['Voided', 'Cancelled', 'Not collected'];

/** "Print bill": numbers the invoice if it has no number yet (the counter prints it), then opens its print view. */
export function PrintBillButton({ order, onNumbered }: { order: OrderView; onNumbered: (o: OrderView) => void }) {
  const [invoice, setInvoice] = useState<InvoiceView | null>(null);
  const [busy, setBusy] = useState(false);
  if (!order.isVerified || !BILLABLE.includes(order.status) || (NUMBERED_ONLY.includes(order.status) && !order.invoiceNumber)) return null;
  const open = async () => {
    setBusy(true);
    try {
      const inv = await printInvoice(order._id);
      setInvoice(inv);
      if (!order.invoiceNumber) onNumbered({ ...order, invoiceNumber: inv.number });
    } catch (e) {
      const message = errorMessage(e, 'Could not open the bill');
      notify((toast) => toast.error(message));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void open()}>
        {busy ? 'Opening bill...' : 'Print bill'}
      </button>
      {invoice && <BillPrintView invoice={invoice} onClose={() => setInvoice(null)} />}
    </>
  );
}
