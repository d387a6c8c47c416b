import { useState } from 'react';
import { toCents, toDollars } from '@domain/money';
import type { OrderStatus, OrderView } from '@domain/orders';
import { Price } from '@/components/Price';
import { displayPhone, formatDateTime } from '@/lib/format';
import { Modal } from '../shell/Modal';
import { orderBadgeClass } from '@/lib/order-badge';
import { OrderTotals } from './OrderTotals';
import { GuestMessages } from '../messages/GuestMessages';
import { StatusButtons } from './StatusButtons';
import { SettleBill } from './SettleBill';
import { PrintBillButton } from './PrintBillButton';
import { BillAdjustments } from './BillAdjustments';
import { toast } from 'react-toastify';
import { GuestBadges } from '@/components/GuestBadges';
import { markCalledBack } from '@/api/orders-admin';
import { errorMessage } from '@/lib/api-client';
import { REFUND_MODE_LABEL } from '@domain/refunds';
import { useMoney } from '@/lib/prices';
import { statusText } from './order-status';
import { RefundDialog } from './RefundDialog';

/** A takeaway from a phone with recent no-shows: the kitchen waits until the counter has called the guest. */
function CallBack({ order, onChanged }: { order: OrderView; onChanged: (order: OrderView) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = async () => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await markCalledBack(order.id));
      toast.success('Guest called back: the kitchen can start', { toastId: 'called-back' });
    } catch (e) {
      setError(errorMessage(e, 'Could not save the call-back. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="admin-callback">
      <span className="admin-sub">This phone missed recent bookings: call {displayPhone(order.phone)} to confirm before the kitchen starts.</span>
      <button type="button" className="btn btn-sm btn-secondary" onClick={() => void done()} disabled={busy} aria-busy={busy}>
        {busy ? 'Saving...' : 'Called back: confirmed'}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

interface OrderDetailsModalProps {
  order: OrderView;
  busy: boolean;
  onMove: (to: OrderStatus, notify: boolean) => void;
  onClose: () => void;
  /** The order as the server now has it, after a payment or a printed bill. */
  onChanged?: (order: OrderView) => void;
}

/** Order Details (spec §2): customer, status, total, and the items as name x quantity with the line price. */
export function OrderDetailsModal({ order, busy, onMove, onClose, onChanged = () => {} }: OrderDetailsModalProps) {
  // Tidying up at closing: Ready or Cancelled without telling a guest who left long ago.
  const [notify, setNotify] = useState(true);
  const [refunding, setRefunding] = useState(false);
  const money = useMoney();
  const texts = order.status === 'Pending' || order.status === 'Preparing';
  return (
    <>
      <Modal title="Order Details" onClose={onClose} size="md">
        <dl className="admin-details">
          <div>
            <dt>Order</dt>
            <dd>
              #{order.reference}
              {order.tokenNumber !== null && <span className="token-chip">Token {order.tokenNumber}</span>}
            </dd>
          </div>
          <div>
            <dt>Invoice</dt>
            <dd data-testid="order-invoice-number">{order.invoiceNumber ?? 'Not yet numbered'}</dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd>
              {order.customerName || order.name}
              {order.phone && <span className="admin-sub">{displayPhone(order.phone)}</span>}
              <GuestBadges badge={order.guestBadge} />
            </dd>
          </div>
          {order.callBack && (
            <div className="admin-details-wide">
              <dt>Call-back</dt>
              <dd>
                {order.callBack.doneAt ? (
                  <span className="admin-sub">
                    Called back {formatDateTime(order.callBack.doneAt)}
                    {order.callBack.by ? ` by ${order.callBack.by}` : ''}
                  </span>
                ) : (
                  <CallBack order={order} onChanged={onChanged} />
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>Type</dt>
            <dd>{order.orderType === 'dine-in' ? `Dine-in${order.tableNumber ? ` · Table ${order.tableNumber}` : ''}` : 'Takeaway'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={orderBadgeClass(order.status)}>{statusText(order)}</span>
              {order.statusReason && <span className="admin-sub">Reason: {order.statusReason}</span>}
            </dd>
          </div>
          {order.creditNote && (
            <div>
              <dt>Credit note</dt>
              <dd data-testid="order-credit-note">
                {order.creditNote.number}
                <span className="admin-sub">
                  {money(order.creditNote.amount)} on {formatDateTime(order.creditNote.date)}
                </span>
              </dd>
            </div>
          )}
          {order.refunds.length > 0 && (
            <div className="admin-details-wide">
              <dt>Refunds</dt>
              <dd>
                <ul className="admin-refunds">
                  {order.refunds.map((r) => (
                    <li key={r.id}>
                      {money(r.amount)} by {REFUND_MODE_LABEL[r.mode]}, {formatDateTime(r.at)}
                      {r.by ? `, ${r.by}` : ''}
                      {r.reason && <span className="admin-sub">Reason: {r.reason}</span>}
                      {r.gateway && (
                        <span className="admin-sub">
                          Gateway refund {r.gateway.refundId || 'not yet sent'}: {r.gateway.status}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {order.voided && (
            <div className="admin-details-wide">
              <dt>Voided</dt>
              <dd>
                <span className="admin-void-note">
                  {formatDateTime(order.voided.at)} by {order.voided.by.name} (was {order.voided.from})
                </span>
                <span className="admin-sub">Reason: {order.voided.reason}</span>
              </dd>
            </div>
          )}
          <div>
            <dt>Placed</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
          <div>
            <dt>Source</dt>
            <dd className="admin-capitalize">{order.source}</dd>
          </div>
        </dl>

        <h3 className="admin-details-heading">Items</h3>
        <ul className="admin-line-list">
          {order.items.map((line) => (
            <li key={`${line._id}-${line.name}`}>
              <span>
                <span>
                  {line.name} x {line.quantity}
                </span>
                {line.offer && <span className="admin-sub">{line.offer.title}</span>}
                {line.note && <span className="admin-sub admin-line-note">Note: {line.note}</span>}
              </span>
              <Price
                price={line.lineTotal}
                originalPrice={line.originalPrice === undefined ? undefined : toDollars(toCents(line.originalPrice) * line.quantity)}
              />
            </li>
          ))}
        </ul>
        <OrderTotals price={order} orderType={order.orderType} rates={order.rates} />
        <BillAdjustments order={order} onChanged={onChanged} />
        <SettleBill order={order} onSettled={onChanged} />
        <GuestMessages subjectId={order._id} />

        {texts && (
          <label className="admin-switch">
            <input type="checkbox" role="switch" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
            <span>Text the guest when it is Ready or Cancelled</span>
          </label>
        )}
        <div className="admin-modal-actions">
          <StatusButtons
            status={order.status}
            orderType={order.orderType}
            reference={order.reference}
            busy={busy}
            onMove={(to) => onMove(to, notify)}
            size="md"
          />
          {order.refundable > 0 && (
            <button type="button" className="btn btn-ghost admin-danger-text" onClick={() => setRefunding(true)} disabled={busy}>
              Refund
            </button>
          )}
          <PrintBillButton order={order} onNumbered={onChanged} />
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </Modal>
      {refunding && (
        <RefundDialog
          order={order}
          onRefunded={(o) => {
            onChanged(o);
            toast.success(`Refund recorded for order #${o.reference}`);
          }}
          onClose={() => setRefunding(false)}
        />
      )}
    </>
  );
}
