import type english from './catalog.en';
import type { Lang } from './languages';
import type { Translation } from './types';

/** The English catalog's shape: its namespaces and their keys are what every page may ask for. */
export type Catalog = typeof english;
export type Namespace = keyof Catalog;
/** What another language's catalog must hold: every namespace, every key, each a string. */
export type CatalogShape = { readonly [NS in Namespace]: Translation<Catalog[NS]> };
/** Any language's catalog, as the pages read it. */
export type AnyCatalog = CatalogShape;

const loaded: Partial<Record<Lang, AnyCatalog>> = {};

/** A language's catalog once loadCatalog has brought it (synchronously, for the first render and for hydration). */
export const loadedCatalog = (lang: Lang): AnyCatalog | undefined => loaded[lang];

/** Loads one language's catalog, its own chunk: a page loads only its language's messages. Kept once loaded. */
export function loadCatalog(lang: Lang): Promise<AnyCatalog> {
  return importCatalog(lang).then((catalog) => (loaded[lang] = catalog));
}

function importCatalog(lang: Lang): Promise<AnyCatalog> {
  switch (lang) {
    case 'gu':
      return import('./catalog.gu').then((m) => m.default);
    case 'hi':
      return import('./catalog.hi').then((m) => m.default);
    default:
      return import('./catalog.en').then((m) => m.default);
  }
}
