import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api-client';
import { saveThaliLibrary, type ThaliLibrary } from '@/api/thali-admin';
import { THALI_LIMITS } from '@domain/thali';
import { type TranslatedLanguage, type Translations } from '@domain/translations';
import { TranslationsInput } from '@domain/language-input';
import { TranslationFields, translationProblem } from '../shell/TranslationFields';

const price = (s: string) => (s.trim() === '' ? null : Number(s));

/** The components the restaurant picks a thali from, one a line, and the usual weekday and weekend prices. */
export function LibraryPanel({ library, onSaved }: { library: ThaliLibrary; onSaved: () => void }) {
  const [components, setComponents] = useState(library.components.join('\n'));
  const [weekday, setWeekday] = useState(library.weekdayPrice === null ? '' : String(library.weekdayPrice));
  const [weekend, setWeekend] = useState(library.weekendPrice === null ? '' : String(library.weekendPrice));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [translations, setTranslations] = useState<Record<string, Translations>>(library.componentsI18n ?? {});
  /** The component and language whose translation was refused. */
  const [badTranslation, setBadTranslation] = useState<{ component: string; lang: TranslatedLanguage } | null>(null);
  const listed = components
    .split('\n')
    .map((c) => c.trim())
    .filter(Boolean);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setBadTranslation(null);
    // Checked as the server checks them: a component's name in Gujarati or Hindi is as long as its English may be.
    const componentsI18n: Record<string, Translations> = {};
    for (const component of listed) {
      const parsed = TranslationsInput(THALI_LIMITS.componentMax, 'component name').safeParse(translations[component] ?? {});
      const refused = translationProblem(parsed.error?.issues);
      if (refused) {
        setBadTranslation({ component, lang: refused.lang });
        return setProblem(`${component}: ${refused.message}`);
      }
      if (parsed.data && Object.keys(parsed.data).length) componentsI18n[component] = parsed.data;
    }
    setSaving(true);
    try {
      await saveThaliLibrary({ components: listed, weekdayPrice: price(weekday), weekendPrice: price(weekend), componentsI18n });
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
        {listed.length > 0 && (
          <details className="thali-library-i18n">
            <summary>Components in Gujarati and Hindi</summary>
            {listed.map((component) => (
              <div key={component} className="thali-grid">
                <TranslationFields
                  idPrefix={`thali-component-${component.toLowerCase().replace(/\W+/g, '-')}`}
                  what={`name of ${component}`}
                  value={translations[component] ?? {}}
                  onChange={(v) => setTranslations((t) => ({ ...t, [component]: v }))}
                  invalid={badTranslation?.component === component ? badTranslation.lang : null}
                />
              </div>
            ))}
          </details>
        )}
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
