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

/** Loads one language's catalog, its own chunk: a page loads only its language's messages. */
export function loadCatalog(lang: Lang): Promise<AnyCatalog> {
  switch (lang) {
    case 'gu':
      return import('./catalog.gu').then((m) => m.default);
    case 'hi':
      return import('./catalog.hi').then((m) => m.default);
    default:
      return import('./catalog.en').then((m) => m.default);
  }
}
