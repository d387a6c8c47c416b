import type { OrderStatus, OrderView } from '@domain/orders';
import { displayPhone, formatDateTime } from '@/lib/format';
import { useMoney } from '@/lib/prices';
import { Icon } from '../shell/icons';
import { orderBadgeClass } from '@/lib/order-badge';
import { deleteRefusal } from '@domain/order-status';
import { itemCount, statusText } from './order-status';
import { StatusButtons } from './StatusButtons';
import { paymentNote } from './payment-note';

interface OrdersTableProps {
  orders: OrderView[];
  busyId: string | null;
  onView: (order: OrderView) => void;
  onMove: (order: OrderView, to: OrderStatus) => void;
  onDelete: (order: OrderView) => void;
}

export function OrdersTable({ orders, busyId, onView, onMove, onDelete }: OrdersTableProps) {
  const money = useMoney();
  return (
    <div className="table-wrap">
      {/* Explicit roles keep the table semantics when phones lay the rows out as cards. */}
      <table className="admin-orders-table" role="table">
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader">
              Order id
            </th>
            <th scope="col" role="columnheader">
              Customer
            </th>
            <th scope="col" role="columnheader">
              Items count
            </th>
            <th scope="col" role="columnheader">
              Total
            </th>
            <th scope="col" role="columnheader">
              Status
            </th>
            <th scope="col" role="columnheader">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o._id} role="row">
              <td role="cell" data-label="Order id">
                <span className="admin-ref">#{o.reference}</span>
                <span className="admin-sub">{formatDateTime(o.createdAt)}</span>
              </td>
              <td role="cell" data-label="Customer">
                <span className="admin-strong">{o.customerName || o.name}</span>
                <span className="admin-sub">
                  {o.phone ? displayPhone(o.phone) : 'No phone'} ·{' '}
                  {o.orderType === 'dine-in' ? `Dine-in${o.tableNumber ? `, table ${o.tableNumber}` : ''}` : 'Takeaway'}
                </span>
              </td>
              <td role="cell" data-label="Items count">
                {itemCount(o.items)}
              </td>
              <td role="cell" data-label="Total" className="admin-strong">
                <span className="admin-money">{money(o.total)}</span>
                {paymentNote(o, money) && <span className="admin-sub">{paymentNote(o, money)}</span>}
              </td>
              <td role="cell" data-label="Status">
                <span className={orderBadgeClass(o.status)}>{statusText(o)}</span>
                {o.voided && (
                  <span className="admin-sub admin-void-note" title={`Voided by ${o.voided.by.name}: ${o.voided.reason}`}>
                    By {o.voided.by.name}: {o.voided.reason}
                  </span>
                )}
              </td>
              <td role="cell" data-label="Actions">
                <div className="admin-row-actions">
                  <button type="button" className="icon-btn" aria-label={`View order ${o.reference}`} title="View" onClick={() => onView(o)}>
                    <Icon name="eye" />
                  </button>
                  <StatusButtons status={o.status} orderType={o.orderType} reference={o.reference} busy={busyId === o._id} onMove={(to) => onMove(o, to)} />
                  {/* Only an order never confirmed may go; the others are kept for the records (voided instead). */}
                  {deleteRefusal(o) === null && (
                    <button
                      type="button"
                      className="icon-btn admin-danger-text"
                      aria-label={`Delete order ${o.reference}`}
                      title="Delete"
                      disabled={busyId === o._id}
                      onClick={() => onDelete(o)}
                    >
                      <Icon name="trash" />
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
