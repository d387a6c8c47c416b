import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useLang } from './I18n';
import { LangRoot } from './LangRoot';
import { LANG_KEY, LanguageOffer, LanguageSwitcher, rememberedLang } from './LanguageSwitcher';
import { loadCatalog } from './catalog';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${useLang()} ${pathname}${search}`}</output>;
}

/** A form whose entries must survive a change of language: the same element under /booktable, /gu/booktable and /hi/booktable. */
function Form() {
  const [name, setName] = useState('');
  return <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />;
}

function app(at: string) {
  const form = <Form />;
  return render(
    <MemoryRouter initialEntries={[at]}>
      <LangRoot>
        <LanguageSwitcher />
        <LanguageOffer />
        <Routes>
          {['/booktable', '/gu/booktable', '/hi/booktable'].map((path) => (
            <Route key={path} path={path} element={form} />
          ))}
        </Routes>
        <Where />
      </LangRoot>
    </MemoryRouter>,
  );
}

describe('the language switcher', () => {
  it('links to the same page in each language, each named in its own, the current one marked', async () => {
    await loadCatalog('gu');
    app('/gu/booktable?date=2030-01-02');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang'), a.getAttribute('lang')])).toEqual([
      ['English', '/booktable?date=2030-01-02', 'en', 'en'],
      ['ગુજરાતી', '/gu/booktable?date=2030-01-02', 'gu', 'gu'],
      ['हिन्दी', '/hi/booktable?date=2030-01-02', 'hi', 'hi'],
    ]);
    expect(screen.getByRole('link', { name: 'ગુજરાતી' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation')).toHaveAccessibleName('ભાષા');
  });

  it('moves to the other language in place, keeping what was typed, and remembers the choice', async () => {
    await loadCatalog('en');
    app('/booktable');
    await userEvent.type(screen.getByLabelText('name'), 'Asha');
    await userEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('hi /hi/booktable'));
    expect(screen.getByLabelText('name')).toHaveValue('Asha');
    expect(document.documentElement.lang).toBe('hi');
    expect(rememberedLang()).toBe('hi');
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('en /booktable'));
    expect(screen.getByLabelText('name')).toHaveValue('Asha');
    expect(localStorage.getItem(LANG_KEY)).toBe('en');
  });
});

describe("the footer's switcher", () => {
  it('is the same links without a second "Language" landmark, so the page has one', async () => {
    await loadCatalog('en');
    render(
      <MemoryRouter initialEntries={['/menu']}>
        <LangRoot>
          <LanguageSwitcher />
          <LanguageSwitcher landmark={false} />
        </LangRoot>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'हिन्दी' }).map((a) => a.getAttribute('href'))).toEqual(['/hi/menu', '/hi/menu']);
  });
});

describe('the offer of a remembered language', () => {
  it('is not made on a first visit', async () => {
    await loadCatalog('en');
    app('/booktable');
    expect(screen.queryByText('ગુજરાતીમાં જુઓ')).toBeNull();
    expect(screen.queryByText('हिन्दी में देखें')).toBeNull();
  });

  it('offers the chosen language on an English page, as a link to it, never moving by itself; closed, it stays away', async () => {
    await loadCatalog('en');
    localStorage.setItem(LANG_KEY, 'gu');
    app('/booktable');
    const offer = await screen.findByRole('link', { name: 'ગુજરાતીમાં જુઓ' });
    expect(offer).toHaveAttribute('href', '/gu/booktable');
    expect(screen.getByTestId('where')).toHaveTextContent('en /booktable');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link', { name: 'ગુજરાતીમાં જુઓ' })).toBeNull();
  });

  it('is not made on a page already in another language', async () => {
    await loadCatalog('hi');
    localStorage.setItem(LANG_KEY, 'gu');
    app('/hi/booktable');
    await screen.findByTestId('where');
    expect(screen.queryByText('ગુજરાતીમાં જુઓ')).toBeNull();
  });
});
