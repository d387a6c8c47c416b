import { describe, expect, it } from 'vitest';
import { langOfPath, pathInLang, pathWithoutLang } from './languages';
import { interpolate, placeholdersOf } from './interpolate';
import { translator } from './I18n';
import type { AnyCatalog } from './catalog';

describe('paths and languages', () => {
  it('reads the language from the first segment only', () => {
    expect(langOfPath('/gu/menu')).toBe('gu');
    expect(langOfPath('/gu')).toBe('gu');
    expect(langOfPath('/hi/booktable')).toBe('hi');
    expect(langOfPath('/menu')).toBe('en');
    expect(langOfPath('/en/menu')).toBe('en');
    expect(langOfPath('/guide')).toBe('en');
    expect(langOfPath('/')).toBe('en');
  });

  it('moves a path between languages, home included', () => {
    expect(pathInLang('/menu', 'gu')).toBe('/gu/menu');
    expect(pathInLang('/', 'hi')).toBe('/hi/');
    expect(pathInLang('/gu/menu', 'hi')).toBe('/hi/menu');
    expect(pathInLang('/gu/', 'en')).toBe('/');
    expect(pathInLang('/gu', 'en')).toBe('/');
    expect(pathWithoutLang('/hi/reservation/AB12')).toBe('/reservation/AB12');
  });
});

describe('messages', () => {
  it('fills placeholders, and leaves one without a value as written', () => {
    expect(interpolate('Table for {count}, {name}', { count: 4, name: 'Asha' })).toBe('Table for 4, Asha');
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b']);
  });

  it('answers a missing key as ns.key, and picks plural forms by the language', () => {
    const catalog = { common: { guests_one: '{count} guest', guests_other: '{count} guests' } } as unknown as AnyCatalog;
    const t = translator('common', catalog, 'en');
    expect(t.count('guests', 1)).toBe('1 guest');
    expect(t.count('guests', 3)).toBe('3 guests');
    expect((t as unknown as (k: string) => string)('nothing')).toBe('common.nothing');
    expect(t.maybe('nothing')).toBeNull();
    // Hindi and Gujarati say "one" for 0 and 1 alike (CLDR): 0 guests takes the _one form there.
    expect(translator('common', catalog, 'hi').count('guests', 0)).toBe('0 guest');
  });
});
