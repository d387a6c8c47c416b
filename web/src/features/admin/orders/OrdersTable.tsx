import type { OrderStatus, OrderView } from '@domain/orders';
import { displayPhone, formatDateTime, formatMoney } from '@/lib/format';
import { Icon } from '../shell/icons';
import { itemCount, statusBadgeClass } from './order-status';
import { StatusButtons } from './StatusButtons';

interface OrdersTableProps {
  orders: OrderView[];
  busyId: string | null;
  onView: (order: OrderView) => void;
  onMove: (order: OrderView, to: OrderStatus) => void;
  onDelete: (order: OrderView) => void;
}

export function OrdersTable({ orders, busyId, onView, onMove, onDelete }: OrdersTableProps) {
  return (
    <div className="table-wrap">
      <table className="admin-orders-table">
        <thead>
          <tr>
            <th scope="col">Order id</th>
            <th scope="col">Customer</th>
            <th scope="col">Items count</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o._id}>
              <td>
                <span className="admin-ref">#{o.reference}</span>
                <span className="admin-sub">{formatDateTime(o.createdAt)}</span>
              </td>
              <td>
                <span className="admin-strong">{o.customerName || o.name}</span>
                <span className="admin-sub">
                  {o.phone ? displayPhone(o.phone) : 'No phone'} · {o.orderType === 'dine-in' ? `Dine-in${o.tableNumber ? `, table ${o.tableNumber}` : ''}` : 'Takeaway'}
                </span>
              </td>
              <td>{itemCount(o.items)}</td>
              <td className="admin-strong">{formatMoney(o.total)}</td>
              <td>
                <span className={statusBadgeClass(o.status)}>{o.status}</span>
              </td>
              <td>
                <div className="admin-row-actions">
                  <button type="button" className="icon-btn" aria-label={`View order ${o.reference}`} title="View" onClick={() => onView(o)}>
                    <Icon name="eye" />
                  </button>
                  <StatusButtons status={o.status} reference={o.reference} busy={busyId === o._id} onMove={(to) => onMove(o, to)} />
                  <button type="button" className="icon-btn admin-danger-text" aria-label={`Delete order ${o.reference}`} title="Delete" disabled={busyId === o._id} onClick={() => onDelete(o)}>
                    <Icon name="trash" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
