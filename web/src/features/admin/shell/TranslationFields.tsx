import type { Translations, TranslatedLanguage } from '@domain/translations';

const LANGUAGE_NAME: Record<TranslatedLanguage, string> = { gu: 'Gujarati', hi: 'Hindi' };

interface TranslationFieldsProps {
  /** Prefix for the inputs' ids (useId). */
  idPrefix: string;
  /** What is translated, as the labels say it: "name" gives "Gujarati name" and "Hindi name". */
  what: string;
  value: Translations;
  onChange: (value: Translations) => void;
  /** A description: several lines. */
  multiline?: boolean;
  /** The language whose text was refused, marked invalid. */
  invalid?: TranslatedLanguage | null;
  disabled?: boolean;
}

/**
 * The Gujarati and Hindi versions of one English text, for the guests' pages (the back office itself stays English).
 * lang on each input lets the browser pick the keyboard and fonts and screen readers the voice. Left empty, guests see the English.
 */
export function TranslationFields({ idPrefix, what, value, onChange, multiline = false, invalid = null, disabled = false }: TranslationFieldsProps) {
  return (
    <>
      {(['gu', 'hi'] as const).map((lang) => {
        const id = `${idPrefix}-${what.replace(/\W+/g, '-')}-${lang}`;
        const props = {
          id,
          lang,
          value: value[lang] ?? '',
          disabled,
          'aria-invalid': invalid === lang ? true : undefined,
          'aria-describedby': `${idPrefix}-translation-hint`,
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
        };
        return (
          <div className="field" key={lang}>
            <label htmlFor={id}>
              {LANGUAGE_NAME[lang]} {what}
            </label>
            {multiline ? <textarea {...props} /> : <input {...props} autoComplete="off" />}
          </div>
        );
      })}
      <span className="hint" id={`${idPrefix}-translation-hint`}>
        Optional: left empty, guests reading Gujarati or Hindi see the English.
      </span>
    </>
  );
}

/** The first translation a schema refuses: its language (to mark the field) and its message. */
export function translationProblem(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> | undefined,
): { lang: TranslatedLanguage; message: string } | null {
  const issue = issues?.[0];
  if (!issue) return null;
  const lang = issue.path[0] === 'hi' ? 'hi' : 'gu';
  return { lang, message: issue.message };
}
