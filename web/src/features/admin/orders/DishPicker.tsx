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

/** New Order's dish list: find a dish or category, add it, and step its quantity. */
export function DishPicker({ menu, quantities, setQuantity }: Props) {
  const id = useId();
  const priceOf = usePriceNow();
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const dishes = menu.data ?? [];
    const q = filter.trim().toLowerCase();
    return q ? dishes.filter((d) => d.name.toLowerCase().includes(q) || d.category.toLowerCase().includes(q)) : dishes;
  }, [menu.data, filter]);

  return (
    <div className="admin-picker">
      <SearchBox id={`${id}-filter`} label="Find a dish" placeholder="Find a dish or category" value={filter} onChange={(e) => setFilter(e.target.value)} />
      {menu.loading && !menu.data && <p className="loading-state">Loading menu...</p>}
      {menu.error !== null && !menu.data && <LoadFailed message={errorMessage(menu.error, 'Failed to fetch menu')} onRetry={menu.reload} />}
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
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={d.soldOut}
                  onClick={() => setQuantity(d._id, 1)}
                  aria-label={`Add ${d.name}`}
                >
                  Add
                </button>
              ) : (
                <span className="admin-stepper">
                  <button type="button" className="icon-btn" aria-label={`One less ${d.name}`} onClick={() => setQuantity(d._id, q - 1)}>
                    −
                  </button>
                  <output aria-label={`${d.name} quantity`}>{q}</output>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`One more ${d.name}`}
                    disabled={q >= MAX_QUANTITY}
                    onClick={() => setQuantity(d._id, q + 1)}
                  >
                    +
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
