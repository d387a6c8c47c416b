import type english from './catalog.en';
import { LANGS, type Lang } from './languages';
import type { Translation } from './types';

/** The English catalog's shape: its namespaces and their keys are what every page may ask for. */
export type Catalog = typeof english;
export type Namespace = keyof Catalog;
/** What another language's catalog must hold: every namespace, every key, each a string. */
export type CatalogShape = { readonly [NS in Namespace]: Translation<Catalog[NS]> };
/** Any language's whole catalog (a test's, the server's). */
export type AnyCatalog = CatalogShape;
/** A language's messages as the pages read them: the namespaces loaded so far (all of them on the server and in tests). */
export type LoadedCatalog = Partial<CatalogShape>;

/**
 * The namespaces every page's frame uses (the header, the footer's hours, the error and offline notices, the cart's
 * button): loaded with any page. The others load as a page asks for them.
 */
export const CORE_NAMESPACES = ['common', 'errors', 'hours', 'cart'] as const satisfies readonly Namespace[];

/**
 * A page loads its language's frame (core.<lang>.ts, one chunk) and the namespaces it renders, each its own chunk
 * (messages/<lang>/<ns>.ts), not the whole catalog: a Gujarati page's messages are three bytes a letter.
 */
type CoreModule = { readonly [NS in CoreNamespace]: CatalogShape[NS] };
type CoreNamespace = (typeof CORE_NAMESPACES)[number];
const CORE_MODULES = import.meta.glob<CoreModule>('./core.*.ts');
const PAGE_MODULES = import.meta.glob<{ default: CatalogShape[Namespace] }>(['./messages/*/*.ts', '!./messages/*/{common,errors,hours,cart}.ts']);
const isCore = (ns: Namespace): ns is CoreNamespace => (CORE_NAMESPACES as readonly string[]).includes(ns);

/** Every namespace: the frame's and those the message files hold beside them. */
export const NAMESPACES: Namespace[] = [
  ...CORE_NAMESPACES,
  ...Object.keys(PAGE_MODULES)
    .map((path) => /^\.\/messages\/en\/([a-z]+)\.ts$/.exec(path)?.[1] as Namespace | undefined)
    .filter((ns): ns is Namespace => ns !== undefined),
];

/**
 * Each language's loaded namespaces. The object is the one the pages read and only ever gains namespaces, so a page
 * rendered with it stays right as more arrive.
 */
const loaded = Object.fromEntries(LANGS.map((l) => [l, {}])) as Record<Lang, Record<string, unknown>>;
const loading = new Map<string, Promise<void>>();

/** A language's messages loaded so far (the same object as they grow): for the first render and for hydration. */
export const loadedCatalog = (lang: Lang): LoadedCatalog => loaded[lang] as LoadedCatalog;

/** Whether every one of these namespaces of the language is loaded. */
export const hasMessages = (lang: Lang, namespaces: readonly Namespace[]): boolean => namespaces.every((ns) => ns in loaded[lang]);

/** The namespaces of a language loaded so far. */
export const loadedNamespaces = (lang: Lang): Namespace[] => Object.keys(loaded[lang]) as Namespace[];

/** Loads one module of messages of a language (each once, however often asked), the frame's or a namespace's. */
function loadModule(lang: Lang, ns: Namespace): Promise<void> {
  const key = isCore(ns) ? `${lang}/core` : `${lang}/${ns}`;
  let wait = loading.get(key);
  if (wait) return wait;
  const load = isCore(ns)
    ? CORE_MODULES[`./core.${lang}.ts`]?.().then((m) => void Object.assign(loaded[lang], m))
    : PAGE_MODULES[`./messages/${lang}/${ns}.ts`]?.().then((m) => void (loaded[lang][ns] = m.default));
  if (!load) return Promise.reject(new Error(`no messages for ${lang}/${ns}`));
  wait = load.then(
    () => void loading.delete(key),
    (e: unknown) => {
      // A failed load (offline) may be tried again.
      loading.delete(key);
      throw e;
    },
  );
  loading.set(key, wait);
  return wait;
}

/** Loads these namespaces of a language; those already loaded cost nothing. */
export function loadMessages(lang: Lang, namespaces: readonly Namespace[]): Promise<LoadedCatalog> {
  const missing = namespaces.filter((ns) => !(ns in loaded[lang]));
  return Promise.all(missing.map((ns) => loadModule(lang, ns))).then(() => loadedCatalog(lang));
}

/** Loads a language's whole catalog: the server renders with it; a page loads the rest once it is idle. */
export const loadCatalog = (lang: Lang): Promise<LoadedCatalog> => loadMessages(lang, NAMESPACES);

const failed = new Map<string, unknown>();

/**
 * For useT, when the page's language lacks a namespace a component renders (a page reached in the app whose messages
 * were not loaded with it): throws its load, which the nearest Suspense waits for, or, when that load failed (offline),
 * the failure, for the error boundary. Never a key shown in place of a text.
 */
export function suspendFor(lang: Lang, ns: Namespace): never {
  const key = `${lang}/${ns}`;
  if (failed.has(key)) {
    const error = failed.get(key);
    failed.delete(key);
    throw error;
  }
  throw loadMessages(lang, [ns]).then(
    () => undefined,
    (e: unknown) => void failed.set(key, e),
  );
}

/** Where the server's render notes the namespaces a page used: its HTML loads those beside its code. */
let noted: Set<Namespace> | null = null;
/** Starts noting the namespaces pages ask for (the server's render, one page at a time); answers how to stop and read them. */
export function noteNamespaces(): () => Namespace[] {
  const set = new Set<Namespace>();
  noted = set;
  return () => {
    if (noted === set) noted = null;
    return [...set].sort();
  };
}
/** Called by useT: a namespace the page renders. */
export const namespaceUsed = (ns: Namespace): void => void noted?.add(ns);
