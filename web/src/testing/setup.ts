import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setFallbackCatalog } from '@/i18n/I18n';
import englishCatalog from '@/i18n/catalog.en';

afterEach(() => cleanup());

// findBy and waitFor wait up to 5 s, not 1 s: on a busy machine the Settings screen alone takes seconds to render.
configure({ asyncUtilTimeout: 5000 });

// A test that prints console.error fails: React warnings are bugs.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${String(args[0])}`);
};
vi.stubGlobal('scrollTo', () => {});

// Pages rendered outside the app's I18nProvider read English, as the site's default language.
setFallbackCatalog('en', englishCatalog);
