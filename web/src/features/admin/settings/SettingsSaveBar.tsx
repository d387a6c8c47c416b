const clockTime = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const savedWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

interface Props {
  saving: boolean;
  dirty: boolean;
  problemCount: number;
  /** When this screen last saved, and when the settings were last saved by anyone (ISO). */
  savedAt: Date | null;
  updatedAt: string | undefined;
  onDiscard: () => void;
}

/** The bar under the settings: what state they are in, Discard changes and Save settings. */
export function SettingsSaveBar({ saving, dirty, problemCount, savedAt, updatedAt, onDiscard }: Props) {
  let status: string;
  if (saving) status = 'Saving…';
  else if (problemCount) status = `Not saved: ${problemCount} ${problemCount === 1 ? 'field needs' : 'fields need'} fixing`;
  else if (dirty) status = 'Unsaved changes';
  else if (savedAt) status = `All changes saved at ${clockTime(savedAt)}`;
  else if (updatedAt) status = `Last saved ${savedWhen(updatedAt)}`;
  else status = 'The seeded defaults: nothing saved yet';

  return (
    <div className={`settings-savebar${dirty ? ' is-dirty' : ''}`}>
      <p className="settings-status" role="status" aria-live="polite">
        {dirty && !saving && !problemCount && <span className="settings-dot" aria-hidden="true" />}
        {status}
      </p>
      <div className="settings-savebar-actions">
        {dirty && (
          <button type="button" className="btn btn-ghost" onClick={onDiscard} disabled={saving}>
            Discard changes
          </button>
        )}
        <button type="submit" className="btn" disabled={saving || !dirty} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </div>
  );
}
