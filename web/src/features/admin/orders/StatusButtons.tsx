import type { OrderStatus, OrderType } from '@domain/orders';
import { statusActions } from './order-status';

interface StatusButtonsProps {
  status: OrderStatus;
  reference: string;
  busy: boolean;
  onMove: (to: OrderStatus) => void;
  size?: 'sm' | 'md';
  /** A dine-in order is never Not collected. */
  orderType?: OrderType;
}

/** Only the moves the state machine allows from this status; none once an order is Completed or Cancelled. */
export function StatusButtons({ status, reference, busy, onMove, size = 'sm', orderType }: StatusButtonsProps) {
  const actions = statusActions(status, orderType);
  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((a) => (
        <button
          key={a.to}
          type="button"
          className={`btn ${size === 'sm' ? 'btn-sm' : ''} ${a.destructive ? 'btn-ghost admin-danger-text' : 'btn-secondary'}`}
          disabled={busy}
          aria-label={`${a.label}: order ${reference}`}
          title={`${a.label} (order ${reference})`}
          onClick={() => onMove(a.to)}
        >
          {a.label}
        </button>
      ))}
    </>
  );
}
