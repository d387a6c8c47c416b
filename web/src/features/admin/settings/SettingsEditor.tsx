import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { MenuItemView } from '@domain/menu';
import type { Settings } from '@domain/settings';
import { errorMessage } from '@/lib/api-client';
import { settingsSaved } from '@/lib/settings';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import type { Resource } from '@/lib/use-resource';
import { AffectedBookings } from './AffectedBookings';
import { saveSettings, type AdminSettings } from '@/api/settings';
import { BookingCard } from './BookingCard';
import { ClosuresCard } from './ClosuresCard';
import { HomeCard } from './HomeCard';
import { HoursCard } from './HoursCard';
import { IdentityCard } from './IdentityCard';
import { KitchenCard } from './KitchenCard';
import { LocaleCard } from './LocaleCard';
import { OffersCard } from './OffersCard';
import { OrderingCard } from './OrderingCard';
import { sameSettings, sortClosures, toDraft, type SettingsDraft } from './settings-draft';
import { checkDraft, fieldId, serverFieldErrors } from './settings-errors';
import { createSettingsStore, SettingsStoreContext } from './settings-store';
import { useLeaveGuard } from './use-leave-guard';

const clockTime = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const savedWhen = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The card a path belongs to, for messages about a whole section. */
const CARD_OF: Record<string, string> = { tax: 'ordering' };

/** The element a message points at: its field, else the nearest group around it, else its card. */
function targetOf(path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const el = document.getElementById(fieldId(parts.slice(0, n).join('.')));
    if (el) return el;
  }
  const top = parts[0] ?? '';
  return document.getElementById(`settings-${CARD_OF[top] ?? top}`);
}

const checkErrors = (draft: SettingsDraft) => {
  const check = checkDraft(draft);
  return check.ok ? {} : check.errors;
};

function reveal(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.matches('input, select, textarea, button, fieldset[tabindex]')) el.tabIndex = -1;
  el.focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

interface SettingsEditorProps {
  initial: AdminSettings;
  menu: Resource<MenuItemView[]>;
}

/** The whole settings object as one draft: every card edits it; Save checks it with the server's schema, then sends it. */
export function SettingsEditor({ initial, menu }: SettingsEditorProps) {
  const [saved, setSaved] = useState<Settings>(initial.settings);
  const savedDraft = useMemo(() => toDraft(saved), [saved]);
  const [store] = useState(() => createSettingsStore(savedDraft, checkErrors));
  const { draft, errors } = useSyncExternalStore(store.subscribe, store.get);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [affected, setAffected] = useState(initial.affectedBookings);
  const [discarding, setDiscarding] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const affectedRef = useRef<HTMLElement>(null);
  // Bumped when a save leaves bookings to call: the list comes into view.
  const [affectedTick, setAffectedTick] = useState(0);

  const dirty = !sameSettings(draft, savedDraft);
  const guard = useLeaveGuard(dirty);

  useEffect(() => {
    if (!focusTick) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid-group]') ?? summaryRef.current;
    if (first) reveal(first);
  }, [focusTick]);

  useEffect(() => {
    if (affectedTick && affectedRef.current) reveal(affectedRef.current);
  }, [affectedTick]);

  const save = useCallback(async () => {
    store.update((d) => ({ ...d, closures: sortClosures(d.closures) }));
    const submitted = store.get().draft;
    const check = checkDraft(submitted);
    if (!check.ok) {
      store.showErrors(check.errors, 'check');
      setFocusTick((t) => t + 1);
      return;
    }
    store.clearErrors();
    setSaving(true);
    try {
      const result = await saveSettings(check.body);
      setSaved(result.settings);
      store.clearErrors();
      // Edits made while the request ran stay in the draft.
      if (sameSettings(store.get().draft, submitted)) store.update(() => toDraft(result.settings));
      setAffected(result.affectedBookings);
      setSavedAt(new Date());
      settingsSaved(result.settings);
      if (result.affectedBookings.length) {
        toast.warn(result.message);
        setAffectedTick((t) => t + 1);
      } else toast.success(result.message);
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) {
        store.showErrors(fields, 'server');
        setFocusTick((t) => t + 1);
      }
      toast.error(errorMessage(e, 'Could not save the settings. Please try again.'));
    } finally {
      setSaving(false);
    }
  }, [store]);

  const problems = Object.entries(errors);
  let status: ReactNode;
  if (saving) status = 'Saving…';
  else if (problems.length) status = `Not saved: ${problems.length} ${problems.length === 1 ? 'field needs' : 'fields need'} fixing`;
  else if (dirty) status = 'Unsaved changes';
  else if (savedAt) status = `All changes saved at ${clockTime(savedAt)}`;
  else if (saved.updatedAt) status = `Last saved ${savedWhen(saved.updatedAt)}`;
  else status = 'The seeded defaults: nothing saved yet';

  return (
    <SettingsStoreContext.Provider value={store}>
      <AffectedBookings bookings={affected} locale={saved} ref={affectedRef} />
      <form
        ref={formRef}
        className="settings-form"
        noValidate
        aria-label="Restaurant settings"
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) void save();
        }}
      >
        {problems.length > 0 && (
          <div className="settings-error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
            <h2>The settings were not saved</h2>
            <p>Fix {problems.length === 1 ? 'this field' : `these ${problems.length} fields`}, then save again:</p>
            <ul>
              {problems.map(([path, message]) => (
                <li key={path}>
                  <button
                    type="button"
                    className="settings-link"
                    onClick={() => {
                      const el = targetOf(path);
                      if (el) reveal(el);
                    }}
                  >
                    {message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <IdentityCard />
        <LocaleCard />
        <HoursCard />
        <ClosuresCard />
        <BookingCard />
        <OrderingCard />
        <OffersCard menu={menu} />
        <HomeCard menu={menu} />
        <KitchenCard />
        <div className={`settings-savebar${dirty ? ' is-dirty' : ''}`}>
          <p className="settings-status" role="status" aria-live="polite">
            {dirty && !saving && !problems.length && <span className="settings-dot" aria-hidden="true" />}
            {status}
          </p>
          <div className="settings-savebar-actions">
            {dirty && (
              <button type="button" className="btn btn-ghost" onClick={() => setDiscarding(true)} disabled={saving}>
                Discard changes
              </button>
            )}
            <button type="submit" className="btn" disabled={saving || !dirty} aria-busy={saving}>
              {saving ? 'Saving…' : 'Save settings'}
            </button>
          </div>
        </div>
      </form>
      {discarding && (
        <ConfirmDialog
          title="Discard changes"
          message="Undo every change made since the last save?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={async () => {
            store.update(() => savedDraft);
            store.clearErrors();
          }}
          onClose={() => setDiscarding(false)}
        />
      )}
      {guard.leaving && (
        <ConfirmDialog
          title="Leave without saving?"
          message="The settings have changes that are not saved. Leave this screen and lose them?"
          confirmLabel="Leave without saving"
          cancelLabel="Stay"
          onConfirm={async () => guard.leave()}
          onClose={guard.stay}
        />
      )}
    </SettingsStoreContext.Provider>
  );
}
