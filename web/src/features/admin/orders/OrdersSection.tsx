import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { OrderStatus, OrderView } from '@domain/orders';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { getOrder } from '@/api/orders';
import { deleteOrder, listOrders, sendOrderDueTexts, undoOrderMove, updateOrderStatus, voidOrder, type CloseDetails } from '@/api/orders-admin';
import { OrderCloseDialog, type CloseChoice } from '../orders/OrderCloseDialog';
import { showUndoToast } from '../shell/undo-toast';
import { NewOrderModal } from '../orders/NewOrderModal';
import { NO_EXTRA_FILTERS, OrderFilters, type ExtraFilters } from '../orders/OrderFilters';
import { OrderDetailsModal } from '../orders/OrderDetailsModal';
import { OrdersTable } from '../orders/OrdersTable';
import { STATUS_FILTERS } from '../orders/order-status';
import { useDebounced } from '../orders/use-debounced';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { Icon } from '../shell/icons';
import { LoadFailed } from '../shell/LoadFailed';
import { useOrderAlerts } from '../shell/order-alerts';
import { Pagination } from '../shell/Pagination';
import { SearchBox } from '../shell/SearchBox';
import { SectionHead } from '../shell/SectionHead';
import { useResource } from '@/lib/use-resource';
import '../orders/orders.css';

const PAGE_SIZE = 20;

type Pending =
  | { kind: 'delete'; order: OrderView }
  | { kind: 'cancel'; order: OrderView; notify: boolean }
  | { kind: 'notCollected'; order: OrderView }
  | { kind: 'void'; order: OrderView };

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

export default function OrdersSection() {
  usePageMeta('Orders Management', 'Find, update and enter orders.');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [extra, setExtra] = useState<ExtraFilters>(NO_EXTRA_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<OrderView | null>(null);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { arrivals } = useOrderAlerts();
  const term = useDebounced(search.trim());
  const validRange = !(extra.from && extra.to && extra.from > extra.to);

  const load = useCallback(
    (signal: AbortSignal) =>
      listOrders(
        { search: term, status, page, limit: PAGE_SIZE, ...(validRange ? { from: extra.from, to: extra.to } : {}), orderType: extra.orderType },
        signal,
      ),
    [term, status, page, extra, validRange],
  );
  const orders = useResource(load);
  const { reload } = orders;
  // Rows read again one by one (after a change or a conflict), shown until the next load of the page.
  const [fresh, setFresh] = useState<Record<string, OrderView>>({});
  useEffect(() => setFresh({}), [orders.data]);
  const showFresh = useCallback((order: OrderView) => {
    setFresh((f) => ({ ...f, [order._id]: order }));
    setDetails((d) => (d && d._id === order._id ? order : d));
  }, []);
  /** After a 409 (another admin changed it), reads that one order again so its row and buttons are current. */
  const refreshRow = useCallback(
    async (id: string) => {
      try {
        showFresh(await getOrder(id));
      } catch {
        reload();
      }
    },
    [showFresh, reload],
  );
  const failed = (e: unknown, order: OrderView, fallback: string) => {
    toast.error(errorMessage(e, fallback));
    if (isConflict(e)) void refreshRow(order._id);
  };

  // A filter change starts again from the first page; the search never touches the status filter (DECISIONS 11).
  const filterKey = `${term}|${status}|${extra.from}|${extra.to}|${extra.orderType}`;
  const lastFilterKey = useRef(filterKey);
  useEffect(() => {
    if (lastFilterKey.current !== filterKey) {
      lastFilterKey.current = filterKey;
      setPage(1);
    }
  }, [filterKey]);

  const firstArrival = useRef(arrivals);
  useEffect(() => {
    if (arrivals !== firstArrival.current) reload();
  }, [arrivals, reload]);

  const loadFailed = orders.error !== null;
  useEffect(() => {
    if (loadFailed) toast.error('Failed to load orders', { toastId: 'orders-load' });
  }, [loadFailed]);

  const move = async (order: OrderView, to: OrderStatus, notify = true, details?: CloseDetails) => {
    setBusyId(order._id);
    try {
      const updated = await (details ? updateOrderStatus(order._id, to, notify, details) : updateOrderStatus(order._id, to, notify));
      showFresh(updated);
      const message = `Order #${updated.reference} marked ${updated.status}${notify ? '' : ' without a guest text'}`;
      const lastMove = updated.lastMove;
      if (lastMove) {
        showUndoToast({
          message,
          move: lastMove,
          onUndo: async () => {
            try {
              const back = await undoOrderMove(updated._id, lastMove.id);
              showFresh(back);
              toast.success(`Order #${back.reference} is ${back.status} again`);
            } catch (e) {
              failed(e, updated, 'Failed to undo the change');
            }
          },
          onSettled: lastMove.textHeld ? () => void sendOrderDueTexts(updated._id).catch(() => undefined) : undefined,
        });
      } else toast.success(message);
      reload();
    } catch (e) {
      failed(e, order, 'Failed to update order status');
      // A conflict is answered by the refreshed row; any other failure keeps a confirmation open to retry.
      if (!isConflict(e)) throw e;
    } finally {
      setBusyId(null);
    }
  };
  const requestMove = (order: OrderView, to: OrderStatus, notify = true) => {
    if (to === 'Cancelled') setPending({ kind: 'cancel', order, notify });
    else if (to === 'Not collected') setPending({ kind: 'notCollected', order });
    else if (to === 'Voided') setPending({ kind: 'void', order });
    else void move(order, to, notify).catch(() => undefined);
  };
  const remove = async (order: OrderView) => {
    try {
      const message = await deleteOrder(order._id);
      toast.success(message);
      setDetails((d) => (d && d._id === order._id ? null : d));
      reload();
    } catch (e) {
      failed(e, order, 'Failed to delete order');
      if (isConflict(e)) return;
      throw e;
    }
  };
  const voidIt = async (order: OrderView, { reason, refundMode }: CloseChoice) => {
    try {
      const voided = await (refundMode ? voidOrder(order._id, reason, refundMode) : voidOrder(order._id, reason));
      showFresh(voided);
      toast.success(`Order #${voided.reference} voided`);
    } catch (e) {
      if (isConflict(e)) {
        failed(e, order, 'Failed to void the order');
        return;
      }
      throw e;
    }
  };

  const data = orders.data && { ...orders.data, orders: orders.data.orders.map((o) => fresh[o._id] ?? o) };
  return (
    <section aria-labelledby="orders-heading">
      <SectionHead id="orders-heading" title="Orders Management" lead="Every confirmed order, newest first.">
        <button type="button" className="btn" onClick={() => setCreating(true)}>
          <Icon name="plus" /> New Order
        </button>
        <button type="button" className="btn btn-ghost" aria-expanded={showFilters} aria-controls="order-filters" onClick={() => setShowFilters((s) => !s)}>
          <Icon name="filter" /> Filters
          {(extra.from || extra.to || extra.orderType) && <span className="admin-dot" aria-label="(active)" />}
        </button>
      </SectionHead>

      <div className="admin-toolbar">
        <SearchBox
          id="orders-search"
          label="Search orders"
          placeholder="Search by order id, customer or phone"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        <label htmlFor="orders-status" className="visually-hidden">
          Status
        </label>
        <select id="orders-status" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
          {STATUS_FILTERS.map((s) => (
            <option key={s.label} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-ghost btn-sm" onClick={reload} disabled={orders.loading} aria-label="Refresh orders">
          <Icon name="refresh" size={18} /> Refresh
        </button>
      </div>
      {showFilters && <OrderFilters id="order-filters" value={extra} onChange={setExtra} />}

      <div aria-live="polite" aria-busy={orders.loading}>
        {orders.loading && !data && <p className="loading-state">Loading orders...</p>}
        {loadFailed && !data && (
          <LoadFailed className="admin-panel" title="Failed to load orders" message={errorMessage(orders.error, 'Please try again.')} onRetry={reload} />
        )}
        {data && data.orders.length === 0 && <p className="empty-state admin-panel">No orders found</p>}
        {data && data.orders.length > 0 && (
          <>
            <OrdersTable
              orders={data.orders}
              busyId={busyId}
              onView={setDetails}
              onMove={requestMove}
              onDelete={(order) => setPending({ kind: 'delete', order })}
            />
            <Pagination
              page={data.page}
              pages={data.pages}
              onPage={setPage}
              summary={`Showing ${(data.page - 1) * data.limit + 1}–${Math.min(data.total, data.page * data.limit)} of ${data.total}`}
            />
          </>
        )}
      </div>

      {details && (
        <OrderDetailsModal
          order={details}
          busy={busyId === details._id}
          onMove={(to, notify) => requestMove(details, to, notify)}
          onClose={() => setDetails(null)}
          onChanged={showFresh}
        />
      )}
      {creating && (
        <NewOrderModal
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete order"
          message="Are you sure you want to delete this order?"
          confirmLabel="Delete"
          onConfirm={() => remove(pending.order)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'void' && (
        <OrderCloseDialog kind="void" order={pending.order} onConfirm={(choice) => voidIt(pending.order, choice)} onClose={() => setPending(null)} />
      )}
      {pending?.kind === 'cancel' && (
        <OrderCloseDialog
          kind="cancel"
          order={pending.order}
          notify={pending.notify}
          onConfirm={({ reason, refundMode }) =>
            move(pending.order, 'Cancelled', pending.notify, { ...(reason ? { reason } : {}), ...(refundMode ? { refundMode } : {}) })
          }
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'notCollected' && (
        <OrderCloseDialog
          kind="notCollected"
          order={pending.order}
          onConfirm={({ reason }) => move(pending.order, 'Not collected', true, { reason })}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}
