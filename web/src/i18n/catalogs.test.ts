import { describe, expect, it } from 'vitest';
import en from './catalog.en';
import gu from './catalog.gu';
import hi from './catalog.hi';
import { placeholdersOf } from './interpolate';
import { MISSING_PATTERN } from './I18n';

const OTHERS = { gu, hi } as const;
const namespaces = Object.keys(en) as (keyof typeof en)[];

// The compiler already refuses a catalog that lacks a key or has one too many (catalog.<lang>.ts, `satisfies`);
// this says which, at run time too, and checks what types can't: blank texts and placeholders that differ.
describe.each(Object.entries(OTHERS))('the %s catalog', (lang, catalog) => {
  it('has every namespace and key of the English, and no other', () => {
    for (const ns of namespaces) {
      const want = Object.keys(en[ns]).sort();
      const have = Object.keys((catalog as Record<string, object>)[ns] ?? {}).sort();
      expect({ ns, keys: have }).toEqual({ ns, keys: want });
    }
    expect(Object.keys(catalog).sort()).toEqual([...namespaces].sort());
  });

  it('gives every key a text, with the same {placeholders} as the English', () => {
    for (const ns of namespaces) {
      for (const [key, english] of Object.entries(en[ns] as Record<string, string>)) {
        const text = ((catalog as Record<string, Record<string, string>>)[ns] ?? {})[key] ?? '';
        expect(text.trim(), `${lang} ${ns}.${key}`).not.toBe('');
        expect(placeholdersOf(text), `${lang} ${ns}.${key}`).toEqual(placeholdersOf(english));
      }
    }
  });
});

describe('the English catalog', () => {
  it('has no blank text, and no text a test would take for a missing key', () => {
    for (const ns of namespaces)
      for (const [key, text] of Object.entries(en[ns] as Record<string, string>)) {
        expect(text.trim(), `${ns}.${key}`).not.toBe('');
        expect(text, `${ns}.${key}`).not.toMatch(MISSING_PATTERN);
      }
  });
});
