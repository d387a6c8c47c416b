import { useCallback, useId, useState, type FormEvent } from 'react';
import { addRound, type RoundLine } from '@/api/floor';
import { getMenu } from '@/api/menu';
import { getThaliNow } from '@/api/thali';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { DishPicker } from '../orders/DishPicker';
import { MAX_QUANTITY, thaliItems, type PickableItem } from '../orders/use-new-order';
import { FormDialogActions } from '../shell/FormDialogActions';

/** The menu with the thali the counter can sell now at its top, as the walk-in order form offers it. */
async function loadPickable(signal: AbortSignal): Promise<PickableItem[]> {
  const [dishes, thali] = await Promise.all([getMenu(signal), getThaliNow(signal).catch(() => null)]);
  return [...thaliItems(thali), ...dishes];
}

export const EMPTY_ROUND = 'Pick at least one dish for the round';

/** A round's line as the API takes it: today's thali by its item and variant, a dish by its id. */
const roundLine = (item: PickableItem, quantity: number, note: string): RoundLine => ({
  id: item.line?._id ?? item._id,
  quantity,
  ...(item.line ? { variant: item.line.variant } : {}),
  ...(note.trim() ? { note: note.trim() } : {}),
});

/** "Add round": dishes from the walk-in order form's picker, a note per line ("less spicy"), sent to the kitchen at once. */
export function AddRound({ billId, onAdded, onCancel }: { billId: string; onAdded: (round: number) => void; onCancel: () => void }) {
  const id = useId();
  const menu = useResource(useCallback(loadPickable, []));
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per round being sent: a retry after a lost answer lands once.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const setQuantity = (dish: string, quantity: number) => {
    setKey(crypto.randomUUID());
    setQuantities((q) => {
      const next = { ...q };
      if (quantity <= 0) delete next[dish];
      else next[dish] = Math.min(MAX_QUANTITY, quantity);
      return next;
    });
  };
  const byId = new Map((menu.data ?? []).map((d) => [d._id, d]));
  const picked = Object.entries(quantities).flatMap(([dish, q]) => {
    const item = byId.get(dish);
    return item && q > 0 ? [{ item, quantity: q }] : [];
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (picked.length === 0) return setError(EMPTY_ROUND);
    setBusy(true);
    setError(null);
    try {
      const { round } = await addRound(
        billId,
        picked.map((p) => roundLine(p.item, p.quantity, notes[p.item._id] ?? '')),
        key,
      );
      onAdded(round);
    } catch (err) {
      setError(errorMessage(err, 'Could not add the round'));
      setBusy(false);
    }
  };

  return (
    <form className="floor-form floor-round" onSubmit={(e) => void submit(e)} noValidate aria-label="Add a round">
      <h3 className="admin-details-heading">Add a round</h3>
      <DishPicker menu={menu} quantities={quantities} setQuantity={setQuantity} />
      {picked.length > 0 && (
        <ul className="floor-round-lines" aria-label="This round">
          {picked.map(({ item, quantity }) => (
            <li key={item._id}>
              <label htmlFor={`${id}-${item._id}`}>
                {quantity} × {item.name}
              </label>
              <input
                id={`${id}-${item._id}`}
                placeholder="Note for the kitchen (optional)"
                aria-label={`Note for ${item.name}`}
                maxLength={200}
                autoComplete="off"
                value={notes[item._id] ?? ''}
                onChange={(e) => {
                  setKey(crypto.randomUUID());
                  setNotes((n) => ({ ...n, [item._id]: e.target.value }));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <FormDialogActions error={error} busy={busy} onCancel={onCancel} cancelLabel="Back" submitLabel="Send round to kitchen" busyLabel="Sending..." />
    </form>
  );
}
