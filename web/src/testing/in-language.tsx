import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nProvider, type AnyCatalog } from '@/i18n';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';

/** The Gujarati and Hindi catalogs, by language: what a page in that language reads its words from. */
export const CATALOGS: Record<'gu' | 'hi', AnyCatalog> = { gu, hi };

/** Opens path in Gujarati or Hindi, showing page where it matches route (with its parameters, as /gu/track/:reference). */
export function renderInLanguage(lang: 'gu' | 'hi', path: string, route: string, page: ReactNode) {
  return render(
    <I18nProvider lang={lang} catalog={CATALOGS[lang]}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}
