import { useId, useMemo, useState } from 'react';
import { Price } from '@/components/Price';
import { errorMessage } from '@/lib/api-client';
import { usePriceNow } from '@/lib/prices';
import { LoadFailed } from '../shell/LoadFailed';
import { SearchBox } from '../shell/SearchBox';
import type { Resource } from '@/lib/use-resource';
import { MAX_QUANTITY, type PickableItem } from './use-new-order';

interface Props {
  menu: Resource<PickableItem[]>;
  quantities: Record<string, number>;
  setQuantity: (id: string, quantity: number) => void;
}

/** How a line is named to a screen reader: today's thali apart from a menu dish of the same name. */
const spokenName = (d: PickableItem) => (d.line ? `today's thali, ${d.name}` : d.name);

/** New Order's dish list: find a dish or category, add it, and step its quantity. Today's thali is its own group above the menu. */
export function DishPicker({ menu, quantities, setQuantity }: Props) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const { thalis, dishes } = useMemo(() => {
    const all = menu.data ?? [];
    const q = filter.trim().toLowerCase();
    const shown = q ? all.filter((d) => d.name.toLowerCase().includes(q) || d.category.toLowerCase().includes(q)) : all;
    return { thalis: shown.filter((d) => d.line), dishes: shown.filter((d) => !d.line) };
  }, [menu.data, filter]);
  const row = (d: PickableItem) => <PickerRow key={d._id} item={d} quantity={quantities[d._id] ?? 0} setQuantity={setQuantity} />;

  return (
    <div className="admin-picker">
      <SearchBox id={`${id}-filter`} label="Find a dish" placeholder="Find a dish or category" value={filter} onChange={(e) => setFilter(e.target.value)} />
      {menu.loading && !menu.data && <p className="loading-state">Loading menu...</p>}
      {menu.error !== null && !menu.data && <LoadFailed message={errorMessage(menu.error, 'Failed to fetch menu')} onRetry={menu.reload} />}
      {menu.data && thalis.length + dishes.length === 0 && <p className="empty-state">No dishes match “{filter}”.</p>}
      <div className="admin-picker-groups">
        {thalis.length > 0 && (
          <>
            <h3 className="admin-picker-group" id={`${id}-thali`}>
              Today&apos;s Thali
            </h3>
            <ul className="admin-picker-list admin-picker-thali" aria-labelledby={`${id}-thali`}>
              {thalis.map(row)}
            </ul>
          </>
        )}
        {thalis.length > 0 && dishes.length > 0 && (
          <h3 className="admin-picker-group" aria-hidden="true">
            Menu
          </h3>
        )}
        <ul className="admin-picker-list" aria-label="Menu items">
          {dishes.map(row)}
        </ul>
      </div>
    </div>
  );
}

function PickerRow({ item: d, quantity: q, setQuantity }: { item: PickableItem; quantity: number; setQuantity: (id: string, quantity: number) => void }) {
  const priceOf = usePriceNow();
  const now = priceOf(d);
  const spoken = spokenName(d);
  return (
    <li className={q > 0 ? 'is-picked' : ''}>
      <span className="admin-picker-name">
        {d.name}
        {d.line && <span className="badge admin-picker-badge">Today&apos;s Thali</span>}
        <span className="admin-sub">
          {d.category} · <Price price={now.price} originalPrice={now.originalPrice} />
          {now.offer ? ` · ${now.offer.title}` : ''}
          {d.soldOut ? ' · Sold out' : ''}
        </span>
      </span>
      {q === 0 ? (
        <button type="button" className="btn btn-secondary btn-sm" disabled={d.soldOut} onClick={() => setQuantity(d._id, 1)} aria-label={`Add ${spoken}`}>
          Add
        </button>
      ) : (
        <span className="admin-stepper">
          <button type="button" className="icon-btn" aria-label={`One less ${spoken}`} onClick={() => setQuantity(d._id, q - 1)}>
            −
          </button>
          <output aria-label={`${spoken} quantity`}>{q}</output>
          <button type="button" className="icon-btn" aria-label={`One more ${spoken}`} disabled={q >= MAX_QUANTITY} onClick={() => setQuantity(d._id, q + 1)}>
            +
          </button>
        </span>
      )}
    </li>
  );
}
