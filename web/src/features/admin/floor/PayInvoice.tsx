import { useCallback } from 'react';
import { getInvoiceOrder } from '@/api/floor';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { SettleBill } from '../orders/SettleBill';
import { LoadFailed } from '../shell/LoadFailed';

/** "Pay" one invoice of the bill: the counter's own payment form (cash, UPI, card or split) on the invoice order. */
export function PayInvoice({ orderId, onPaid, onCancel }: { orderId: string; onPaid: () => void; onCancel: () => void }) {
  const order = useResource(useCallback((signal: AbortSignal) => getInvoiceOrder(orderId, signal), [orderId]));
  return (
    <div className="floor-form">
      {order.loading && !order.data && (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the invoice...
        </p>
      )}
      {order.error !== null && !order.data && <LoadFailed message={errorMessage(order.error, 'Could not load the invoice')} onRetry={order.reload} />}
      {order.data && <SettleBill order={order.data} onSettled={onPaid} />}
      <div className="admin-modal-actions">
        <button type="button" className="btn btn-ghost floor-touch" onClick={onCancel}>
          Back
        </button>
      </div>
    </div>
  );
}
