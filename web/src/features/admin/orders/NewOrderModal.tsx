import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { toCents, toDollars } from '@domain/money';
import { WalkInOrderInput, type OrderType, type OrderView } from '@domain/orders';
import { orderRates, priceCart } from '@domain/pricing';
import { ratesOf } from '@domain/settings';
import { PhoneField } from '@/components/PhoneField';
import { Price } from '@/components/Price';
import { errorMessage } from '@/lib/api-client';
import { usePriceNow, type PriceNow } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { LoadFailed } from '../shell/LoadFailed';
import { FormDialogActions } from '../shell/FormDialogActions';
import { Modal } from '../shell/Modal';
import { SearchBox } from '../shell/SearchBox';
import { useResource } from '@/lib/use-resource';
import { createWalkInOrder } from '@/api/orders-admin';
import { getMenu, type MenuItemView } from '@/api/menu';
import { OrderTotals } from './OrderTotals';

interface NewOrderModalProps {
  onClose: () => void;
  onCreated: (order: OrderView) => void;
}

const TYPE_LABEL: Record<OrderType, string> = { 'dine-in': 'Dine-in', takeaway: 'Takeaway' };

/**
 * 'New Order' (DECISIONS 11): a walk-in or phone order entered by staff, confirmed at once with no OTP.
 * Priced as the server prices it: the settings' rates and tax, and the offers live now.
 */
export function NewOrderModal({ onClose, onCreated }: NewOrderModalProps) {
  const ids = useId();
  const settings = useSettings();
  const priceOf = usePriceNow();
  const menu = useResource(useCallback((signal: AbortSignal) => getMenu(signal), []));
  const [source, setSource] = useState<'walk-in' | 'phone'>('walk-in');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [chosenType, setOrderType] = useState<OrderType>('dine-in');
  const [tableNumber, setTableNumber] = useState('');
  const [filter, setFilter] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const dishes = useMemo(() => menu.data ?? [], [menu.data]);
  const byId = useMemo(() => new Map(dishes.map((d) => [d._id, d])), [dishes]);
  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? dishes.filter((d) => d.name.toLowerCase().includes(q) || d.category.toLowerCase().includes(q)) : dishes;
  }, [dishes, filter]);
  const offered = settings.ordering.orderTypes;
  const orderType = offered.includes(chosenType) ? chosenType : (offered[0] ?? chosenType);
  const rates = orderRates(orderType, ratesOf(settings));
  const lines = Object.entries(quantities)
    .map(([id, quantity]) => {
      const item = byId.get(id);
      return item ? { item, quantity, now: priceOf(item) } : null;
    })
    .filter((l): l is { item: MenuItemView; quantity: number; now: PriceNow } => l !== null && l.quantity > 0);
  const summary = priceCart(
    lines.map((l) => ({ price: l.now.price, quantity: l.quantity })),
    rates,
  );
  const lineTotal = (price: number, quantity: number) => toDollars(toCents(price) * quantity);

  const setQuantity = (id: string, quantity: number) =>
    setQuantities((q) => {
      const next = { ...q };
      if (quantity <= 0) delete next[id];
      else next[id] = Math.min(50, quantity);
      return next;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: name.trim(),
      phone: phone.trim(),
      orderType,
      tableNumber: orderType === 'dine-in' ? tableNumber.trim() : '',
      items: lines.map((l) => ({ _id: l.item._id, quantity: l.quantity })),
      source,
    };
    const check = WalkInOrderInput.safeParse(body);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Please fill in all required fields');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const order = await createWalkInOrder(body, idempotencyKey);
      toast.success(`Order #${order.reference} created`);
      onCreated(order);
    } catch (err) {
      const message = errorMessage(err, 'Failed to place order');
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <Modal title="New Order" onClose={onClose} size="lg" busy={busy}>
      <form onSubmit={(e) => void submit(e)} noValidate className="admin-new-order">
        <fieldset className="admin-segment">
          <legend>Taken</legend>
          {(['walk-in', 'phone'] as const).map((s) => (
            <label key={s}>
              <input type="radio" name={`${ids}-source`} value={s} checked={source === s} onChange={() => setSource(s)} />
              {s === 'walk-in' ? 'At the counter (walk-in)' : 'On the phone'}
            </label>
          ))}
        </fieldset>

        <div className="admin-form-grid">
          <div className="field">
            <label htmlFor={`${ids}-name`}>Customer name {source === 'walk-in' && <span className="hint">(optional)</span>}</label>
            <input id={`${ids}-name`} value={name} maxLength={80} autoComplete="off" onChange={(e) => setName(e.target.value)} data-autofocus />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-phone`}>Phone {source === 'walk-in' && <span className="hint">(optional)</span>}</label>
            <PhoneField id={`${ids}-phone`} value={phone} autoComplete="off" onChange={setPhone} />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-type`}>Order type</label>
            <select id={`${ids}-type`} value={orderType} onChange={(e) => setOrderType(e.target.value as OrderType)}>
              {offered.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </select>
          </div>
          {orderType === 'dine-in' && (
            <div className="field">
              <label htmlFor={`${ids}-table`}>Table number</label>
              <input id={`${ids}-table`} value={tableNumber} maxLength={20} autoComplete="off" onChange={(e) => setTableNumber(e.target.value)} />
            </div>
          )}
        </div>

        <div className="admin-picker">
          <SearchBox id={`${ids}-filter`} label="Find a dish" placeholder="Find a dish or category" value={filter} onChange={(e) => setFilter(e.target.value)} />
          {menu.loading && !menu.data && <p className="loading-state">Loading menu...</p>}
          {menu.error !== null && !menu.data && (
            <LoadFailed message={errorMessage(menu.error, 'Failed to fetch menu')} onRetry={menu.reload} />
          )}
          {menu.data && visible.length === 0 && <p className="empty-state">No dishes match “{filter}”.</p>}
          <ul className="admin-picker-list" aria-label="Menu items">
            {visible.map((d) => {
              const q = quantities[d._id] ?? 0;
              const now = priceOf(d);
              return (
                <li key={d._id} className={q > 0 ? 'is-picked' : ''}>
                  <span className="admin-picker-name">
                    {d.name}
                    <span className="admin-sub">
                      {d.category} · <Price price={now.price} originalPrice={now.originalPrice} />
                      {now.offer ? ` · ${now.offer.title}` : ''}
                      {d.soldOut ? ' · Sold out' : ''}
                    </span>
                  </span>
                  {q === 0 ? (
                    <button type="button" className="btn btn-secondary btn-sm" disabled={d.soldOut} onClick={() => setQuantity(d._id, 1)} aria-label={`Add ${d.name}`}>
                      Add
                    </button>
                  ) : (
                    <span className="admin-stepper">
                      <button type="button" className="icon-btn" aria-label={`One less ${d.name}`} onClick={() => setQuantity(d._id, q - 1)}>
                        −
                      </button>
                      <output aria-label={`${d.name} quantity`}>{q}</output>
                      <button type="button" className="icon-btn" aria-label={`One more ${d.name}`} disabled={q >= 50} onClick={() => setQuantity(d._id, q + 1)}>
                        +
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>

        <div className="admin-order-summary" aria-live="polite">
          <h3 className="admin-details-heading">Order summary</h3>
          {lines.length === 0 ? (
            <p className="admin-sub">No items yet.</p>
          ) : (
            <ul className="admin-line-list">
              {lines.map((l) => (
                <li key={l.item._id}>
                  <span>
                    {l.item.name} x {l.quantity}
                  </span>
                  <Price price={lineTotal(l.now.price, l.quantity)} originalPrice={l.now.originalPrice === undefined ? undefined : lineTotal(l.now.originalPrice, l.quantity)} />
                </li>
              ))}
            </ul>
          )}
          <OrderTotals price={summary} orderType={orderType} rates={rates} />
        </div>

        <FormDialogActions error={error} busy={busy} onCancel={onClose} submitLabel="Create Order" busyLabel="Creating..." />
      </form>
    </Modal>
  );
}
