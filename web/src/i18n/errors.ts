import { useMemo } from 'react';
import { ApiError, errorMessage, LOG_IN_AGAIN, NETWORK_ERROR } from '@/lib/api-client';
import { VALIDATION_ENGLISH } from './validation-english';
import { translator, useLang, useT, type Translate } from './I18n';
import type { LoadedCatalog } from './catalog';
import type { Lang } from './languages';

type ErrorKey = keyof typeof VALIDATION_ENGLISH;

/** The errors namespace's key of an English text (a schema's validation message, the network's): null when it is not one. */
const KEY_OF_ENGLISH = new Map<string, ErrorKey>((Object.entries(VALIDATION_ENGLISH) as [ErrorKey, string][]).map(([key, text]) => [text, key]));
KEY_OF_ENGLISH.set(NETWORK_ERROR, 'network');
KEY_OF_ENGLISH.set(LOG_IN_AGAIN, 'logInAgain');

/**
 * A validation message in the page's language. The shared schemas (functions/src/domain/users.ts) speak English, the
 * words the server answers too; a page in another language shows the errors namespace's text for the same message.
 * English, or a message the namespace does not know, is shown as it is.
 */
export function validationText(message: string, lang: Lang, t: Translate<'errors'>): string {
  if (lang === 'en') return message;
  const key = KEY_OF_ENGLISH.get(message);
  return key ? t(key) : message;
}

/**
 * An error to show a guest, in the page's language.
 * - English: exactly what the site always said: the server's own message when it sent one (it may carry specifics,
 *   a dish's name or a time), "Network error occurred" when no reply came, else the page's fallback.
 * - Gujarati and Hindi: the message of the error's code (never the server's English), the network's message when no
 *   reply came, a validation message translated, else the page's fallback (which the page gives in its language).
 */
export function errorText(error: unknown, lang: Lang, t: Translate<'errors'>, fallback?: string): string {
  if (lang === 'en') return errorMessage(error, fallback ?? t('failed'));
  if (error instanceof ApiError) {
    if (error.status === 0) return t('network');
    if (error.code === 'unauthenticated') return t('logInAgain');
    if (error.code) {
      const byCode = t.maybe(error.code);
      if (byCode) return byCode;
    }
    return fallback ?? t('failed');
  }
  return fallback ?? t('failed');
}

/** `errorText` outside React (a toast raised by a store): pass the page's catalog and language. */
export function errorTextIn(catalog: LoadedCatalog | null, lang: Lang) {
  const t = translator('errors', catalog, lang);
  return (error: unknown, fallback?: string) => errorText(error, lang, t, fallback);
}

/**
 * The pages' way to show an API error: `const errorText = useErrorText(); setError(errorText(e, t('loginFailed')))`.
 * The fallback is the page's own text, in its language, for an error with no message of its code.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const lang = useLang();
  const t = useT('errors');
  return useMemo(() => (error: unknown, fallback?: string) => errorText(error, lang, t, fallback), [lang, t]);
}

/** A field's validation message in the page's language (the form fields call it on their `error`). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const lang = useLang();
  const t = useT('errors');
  return useMemo(() => (message: string | undefined) => (message === undefined ? undefined : validationText(message, lang, t)), [lang, t]);
}

/** A generic message of the errors namespace (offline, network), in the page's language. */
export function useErrorsT(): Translate<'errors'> {
  return useT('errors');
}
