import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import type { Settings } from '@domain/settings';
import { errorMessage } from '@/lib/api-client';
import { settingsSaved } from '@/lib/settings';
import type { AdminSettings } from '@/api/settings';
import { saveSettings } from '@/api/settings';
import { sameSettings, sortClosures, toDraft, type SettingsDraft } from './settings-draft';
import { checkDraft, serverFieldErrors } from './settings-errors';
import { reveal } from './settings-reveal';
import { createSettingsStore } from './settings-store';

const checkErrors = (draft: SettingsDraft) => {
  const check = checkDraft(draft);
  return check.ok ? {} : check.errors;
};

/**
 * The settings as saved and as drafted, and Save: checked with the server's schema, then sent.
 * A refused save brings its first problem into view; a save that leaves bookings to call brings that list.
 */
export function useSettingsSave(initial: AdminSettings) {
  const [saved, setSaved] = useState<Settings>(initial.settings);
  const savedDraft = useMemo(() => toDraft(saved), [saved]);
  const [store] = useState(() => createSettingsStore(savedDraft, checkErrors));
  const { draft, errors } = useSyncExternalStore(store.subscribe, store.get);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [affected, setAffected] = useState(initial.affectedBookings);
  const [focusTick, setFocusTick] = useState(0);
  // Bumped when a save leaves bookings to call: the list comes into view.
  const [affectedTick, setAffectedTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const affectedRef = useRef<HTMLElement>(null);

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

  const discard = () => {
    store.update(() => savedDraft);
    store.clearErrors();
  };

  const dirty = !sameSettings(draft, savedDraft);
  return { store, saved, errors, dirty, saving, savedAt, affected, save, discard, refs: { formRef, summaryRef, affectedRef } };
}
