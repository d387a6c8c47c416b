import { memo, useState } from 'react';
import { closureDates } from '@domain/settings';
import { restaurantDate } from '@domain/time';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { Icon } from '../shell/icons';
import { SettingsCard, Text } from './fields';
import type { ClosureDraft } from './settings-draft';
import { fieldId } from './settings-errors';
import { useDraftAt, useSettingsStore } from './settings-store';

const MAX_CLOSURES = 100;

/** Today in the restaurant's zone (the browser's own date while the zone typed is not a real one). */
function todayIn(timeZone: string): string {
  try {
    return restaurantDate(new Date(), timeZone);
  } catch {
    return restaurantDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}

const isBlank = (c: ClosureDraft) => !c.from && !c.to && !c.note.trim();
const describe = (c: ClosureDraft) => {
  const dates = /^\d{4}-\d{2}-\d{2}$/.test(c.from) && /^\d{4}-\d{2}-\d{2}$/.test(c.to) && c.from <= c.to ? closureDates(c) : 'this closure';
  return c.note.trim() ? `${dates} (${c.note.trim()})` : dates;
};

/** Holidays and other days the restaurant is shut: guests see the upcoming ones; no booking or order is taken on them. */
export const ClosuresCard = memo(function ClosuresCard() {
  const { update } = useSettingsStore();
  const [removing, setRemoving] = useState<number | null>(null);
  const today = todayIn(useDraftAt<string>('locale.timeZone'));
  const closures = useDraftAt<ClosureDraft[]>('closures');

  const remove = (index: number) => update((d) => ({ ...d, closures: d.closures.filter((_, i) => i !== index) }));
  const add = () => {
    update((d) => ({ ...d, closures: [...d.closures, { from: '', to: '', note: '' }] }));
    setTimeout(() => document.getElementById(fieldId(`closures.${closures.length}.from`))?.focus());
  };

  return (
    <SettingsCard
      id="settings-closures"
      title="Closures"
      lead="Holidays and other days off, both dates included. Guests see the upcoming ones; no table or order is taken on them. Sorted by date when you save."
      actions={
        <button type="button" className="btn btn-secondary btn-sm" onClick={add} disabled={closures.length >= MAX_CLOSURES}>
          <Icon name="plus" size={16} /> Add a closure
        </button>
      }
    >
      {closures.length === 0 ? (
        <p className="empty-state settings-empty">No closures: the weekly hours apply every week.</p>
      ) : (
        <ul className="settings-rows" aria-label="Closures">
          {closures.map((c, i) => {
            const past = !!c.to && c.to < today;
            return (
              <li key={i} className={`settings-closure${past ? ' is-past' : ''}`} role="group" aria-label={`Closure ${i + 1}${past ? ', past' : ''}`}>
                <Text path={`closures.${i}.from`} label="From" type="date" />
                <Text path={`closures.${i}.to`} label="To" type="date" min={c.from || undefined} />
                <Text path={`closures.${i}.note`} label="Note" placeholder="Diwali" maxLength={120} className="settings-closure-note" />
                <div className="settings-row-end">
                  {past && <span className="badge">Past</span>}
                  <button
                    type="button"
                    className="icon-btn settings-remove"
                    aria-label={`Remove closure ${describe(c)}`}
                    onClick={() => (isBlank(c) ? remove(i) : setRemoving(i))}
                  >
                    <Icon name="trash" size={18} />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removing !== null && closures[removing] && (
        <ConfirmDialog
          title="Remove closure"
          message={`Remove the closure ${describe(closures[removing])}? Guests could book and order on those days again once you save.`}
          confirmLabel="Remove"
          cancelLabel="Keep it"
          onConfirm={async () => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </SettingsCard>
  );
});
