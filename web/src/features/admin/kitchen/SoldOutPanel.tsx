import { useCallback, useMemo, useState } from 'react';
import type { MenuItemView } from '@domain/menu';
import { Modal } from '@/components/Modal';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { getAllDishes, setSoldOut } from '@/api/menu-admin';
import { LoadFailed } from '../shell/LoadFailed';

/** The whole menu with one tap per dish to mark it sold out or back on: open to every staff role, the kitchen included. */
export function SoldOutPanel({ onClose }: { onClose: () => void }) {
  const menu = useResource(useCallback((signal: AbortSignal) => getAllDishes(signal), []));
  // What this device set wins over the list it read when the panel opened.
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [search, setSearch] = useState('');

  const dishes = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (menu.data ?? []).filter((d) => !q || d.name.toLowerCase().includes(q) || d.category.toLowerCase().includes(q));
  }, [menu.data, search]);
  const soldOut = (d: MenuItemView) => changed[d._id] ?? d.soldOut;

  const toggle = async (d: MenuItemView) => {
    setBusy(d._id);
    setError('');
    try {
      const item = await setSoldOut(d._id, !soldOut(d));
      setChanged((c) => ({ ...c, [d._id]: item.soldOut }));
    } catch (e) {
      setError(`${d.name}: ${errorMessage(e, 'could not be changed. Please try again.')}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal titleId="sold-out-title" onClose={onClose} className="modal sold-out-panel">
      <div className="sold-out-head">
        <h2 id="sold-out-title">Sold out</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      <label className="visually-hidden" htmlFor="sold-out-search">
        Find a dish
      </label>
      <input id="sold-out-search" type="search" placeholder="Find a dish" value={search} onChange={(e) => setSearch(e.target.value)} data-autofocus />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {menu.loading && !menu.data ? (
        <p className="loading-state">Loading the menu...</p>
      ) : menu.error && !menu.data ? (
        <LoadFailed title="Could not load the menu" message={errorMessage(menu.error, 'Please try again.')} onRetry={menu.reload} />
      ) : dishes.length === 0 ? (
        <p className="empty-state">{search ? 'No dish matches that.' : 'The menu has no dishes yet.'}</p>
      ) : (
        <ul className="sold-out-list">
          {dishes.map((d) => {
            const out = soldOut(d);
            return (
              <li key={d._id} className={out ? 'is-sold-out' : undefined}>
                <span className="sold-out-name">
                  {d.name} <small>{d.category}</small>
                </span>
                <button
                  type="button"
                  className={`btn btn-sm ${out ? 'btn-danger' : 'btn-ghost'}`}
                  aria-pressed={out}
                  aria-label={`${d.name}: ${out ? 'sold out, tap to put back on' : 'available, tap to mark sold out'}`}
                  disabled={busy !== null}
                  onClick={() => void toggle(d)}
                >
                  {busy === d._id ? 'Saving...' : out ? 'Sold out' : 'Available'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
