import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api-client';
import { saveThaliLibrary, type ThaliLibrary } from '@/api/thali-admin';

const price = (s: string) => (s.trim() === '' ? null : Number(s));

/** The components the restaurant picks a thali from, one a line, and the usual weekday and weekend prices. */
export function LibraryPanel({ library, onSaved }: { library: ThaliLibrary; onSaved: () => void }) {
  const [components, setComponents] = useState(library.components.join('\n'));
  const [weekday, setWeekday] = useState(library.weekdayPrice === null ? '' : String(library.weekdayPrice));
  const [weekend, setWeekend] = useState(library.weekendPrice === null ? '' : String(library.weekendPrice));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await saveThaliLibrary({
        components: components
          .split('\n')
          .map((c) => c.trim())
          .filter(Boolean),
        weekdayPrice: price(weekday),
        weekendPrice: price(weekend),
      });
      toast.success('Thali library saved');
      onSaved();
    } catch (err) {
      setProblem(errorMessage(err, 'Save failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-panel thali-library" onSubmit={(e) => void submit(e)} aria-labelledby="thali-library-title" noValidate>
      <h2 id="thali-library-title">Library and usual prices</h2>
      <fieldset disabled={saving} className="thali-fields">
        <div className="field">
          <label htmlFor="thali-library-components">Components, one a line</label>
          <textarea id="thali-library-components" rows={6} value={components} onChange={(e) => setComponents(e.target.value)} />
        </div>
        <div className="thali-grid">
          <div className="field">
            <label htmlFor="thali-weekday">Weekday price</label>
            <input id="thali-weekday" inputMode="decimal" value={weekday} onChange={(e) => setWeekday(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="thali-weekend">Weekend price (Saturday, Sunday)</label>
            <input id="thali-weekend" inputMode="decimal" value={weekend} onChange={(e) => setWeekend(e.target.value)} />
          </div>
        </div>
      </fieldset>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="thali-actions">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving...' : 'Save library'}
        </button>
      </div>
    </form>
  );
}
