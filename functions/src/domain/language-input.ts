import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_REFUSAL, LANGUAGES } from './languages';
import { cleanTranslations, type TranslatedLanguage } from './translations';

/*
 * The input schemas of languages and translations. Apart from languages.ts and translations.ts, which every public
 * page runs, so that zod loads only with the forms and routes that check input.
 */

/** A request's `lang`: absent is English; anything else than the three is refused (400). */
export const LanguageInput = z.enum(LANGUAGES, { error: LANGUAGE_REFUSAL }).default(DEFAULT_LANGUAGE);

// Control characters (tabs and newlines included) have no place in a name or a one-paragraph text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

// A text of several lines (directions, a notice) keeps its line breaks, as its English does.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/**
 * One translated text: trimmed, at most `max` characters (the English field's limit), no control characters (line breaks
 * allowed with `lines`, as "\n" whatever the browser sent); blank means none.
 */
export const translatedText = (max: number, label: string, lines = false) => {
  const text = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !(lines ? CONTROL_BUT_LINES : CONTROL).test(s), `${label} must not hold control characters`);
  return lines
    ? z
        .string({ error: `${label} must be text` })
        .transform((s) => s.replace(/\r\n?/g, '\n'))
        .pipe(text)
    : text;
};

const LANGUAGE_NAME: Record<TranslatedLanguage, string> = { gu: 'Gujarati', hi: 'Hindi' };

/** The Gujarati and Hindi versions of a text whose English is at most `max` characters; blank ones are dropped. */
export const TranslationsInput = (max: number, what: string, { lines = false }: { lines?: boolean } = {}) =>
  z
    .object(
      {
        gu: translatedText(max, `${LANGUAGE_NAME.gu} ${what}`, lines).optional(),
        hi: translatedText(max, `${LANGUAGE_NAME.hi} ${what}`, lines).optional(),
      },
      { error: `${what} translations must be an object like {"gu": "…", "hi": "…"}` },
    )
    .transform(cleanTranslations);
