import { useId, useMemo, useState } from 'react';
import type { MenuItemView } from '@domain/menu';
import { describedBy, FieldNotes } from '@/components/TextField';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { Icon } from '../shell/icons';
import type { Resource } from '@/lib/use-resource';
import { fieldId } from './settings-errors';
import { useDraftAt, useFieldError, useSettingsStore } from './settings-store';

interface ItemPickerProps {
  /** The draft path of the list of menu item ids. */
  path: string;
  legend: string;
  hint?: string;
  menu: Resource<MenuItemView[]>;
  /** The order matters (the home page shows the cards in it): each chosen dish can move up and down. */
  ordered?: boolean;
  max: number;
}

/**
 * Dishes chosen from the real menu: the chosen ones listed (ordered or as chips),
 * and a searchable list of the menu to tick more from.
 */
export function ItemPicker({ path, legend, hint, menu, ordered = false, max }: ItemPickerProps) {
  const { set } = useSettingsStore();
  const money = useMoney();
  const ids = useDraftAt<string[] | undefined>(path) ?? [];
  const [query, setQuery] = useState('');
  const listId = useId();
  const id = fieldId(path);
  const error = useFieldError(path);
  const byId = useMemo(() => new Map((menu.data ?? []).map((i) => [i._id, i])), [menu.data]);
  const nameOf = (itemId: string) => byId.get(itemId)?.name ?? (menu.data ? `Not on the menu (${itemId})` : itemId);

  const q = query.trim().toLowerCase();
  const matches = (menu.data ?? []).filter((i) => !q || i.name.toLowerCase().includes(q) || i.category.toLowerCase().includes(q));
  const full = ids.length >= max;

  const toggle = (itemId: string, on: boolean) => set(path, on ? [...ids, itemId] : ids.filter((x) => x !== itemId));
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    set(path, next);
  };

  return (
    <fieldset className="settings-group settings-picker">
      <legend>{legend}</legend>
      {ids.length === 0 ? (
        <p className="admin-sub">No dishes chosen yet.</p>
      ) : ordered ? (
        <ol className="settings-chosen" aria-label={`${legend}, in order`}>
          {ids.map((itemId, i) => (
            <li key={itemId}>
              <span className="settings-chosen-name">{nameOf(itemId)}</span>
              <span className="settings-chosen-actions">
                <button type="button" className="btn btn-ghost btn-sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${nameOf(itemId)} up`}>
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={i === ids.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${nameOf(itemId)} down`}
                >
                  ↓
                </button>
                <button type="button" className="icon-btn settings-remove" onClick={() => toggle(itemId, false)} aria-label={`Remove ${nameOf(itemId)}`}>
                  <Icon name="close" size={16} />
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <ul className="settings-chips" aria-label={`${legend}, chosen`}>
          {ids.map((itemId) => (
            <li key={itemId} className="settings-chip">
              <span>{nameOf(itemId)}</span>
              <button type="button" className="settings-chip-remove" onClick={() => toggle(itemId, false)} aria-label={`Remove ${nameOf(itemId)}`}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field settings-picker-search">
        <label htmlFor={id}>Find a dish</label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search by name or category"
          aria-controls={listId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoComplete="off"
        />
      </div>
      {menu.error !== null && !menu.data ? (
        <p className="form-error settings-picker-status" role="alert">
          {errorMessage(menu.error, 'Could not load the menu.')}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={menu.reload}>
            Try Again
          </button>
        </p>
      ) : !menu.data ? (
        <p className="admin-sub settings-picker-status">Loading the menu...</p>
      ) : (
        <ul id={listId} className="settings-picker-list" aria-label={`Menu dishes for ${legend}`}>
          {matches.length === 0 && <li className="admin-sub">{q ? `No dishes match “${query.trim()}”.` : 'The menu has no dishes yet.'}</li>}
          {matches.map((item) => {
            const chosen = ids.includes(item._id);
            return (
              <li key={item._id}>
                <label className="settings-picker-option">
                  <input type="checkbox" checked={chosen} disabled={!chosen && full} onChange={(e) => toggle(item._id, e.target.checked)} />
                  <span>
                    {item.name}
                    <span className="admin-sub">
                      {item.category} · {money(item.price)}
                      {item.soldOut ? ' · sold out' : ''}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {full && <p className="admin-sub">At most {max} dishes: remove one to choose another.</p>}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
