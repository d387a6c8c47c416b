import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import en from './catalog.en';
import gu from './catalog.gu';
import { I18nProvider } from './I18n';
import { LangLink, LangNavLink, toInLang, useLangNavigate } from './links';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

describe('toInLang', () => {
  it('puts an absolute address in the language, its query and hash kept, and leaves relative ones alone', () => {
    expect(toInLang('/menu?cart=open#top', 'gu')).toBe('/gu/menu?cart=open#top');
    expect(toInLang('/', 'hi')).toBe('/hi/');
    expect(toInLang('/gu/menu', 'en')).toBe('/menu');
    expect(toInLang('/booktable', 'en')).toBe('/booktable');
    expect(toInLang('details', 'gu')).toBe('details');
    expect(toInLang({ pathname: '/track/AB12', search: '?x=1' }, 'hi')).toEqual({ pathname: '/hi/track/AB12', search: '?x=1' });
  });
});

describe('LangLink and LangNavLink', () => {
  it("link to the page's own language", () => {
    render(
      <MemoryRouter initialEntries={['/gu/about']}>
        <I18nProvider lang="gu" catalog={gu}>
          <LangLink to="/menu">menu</LangLink>
          <LangNavLink to="/about">about</LangNavLink>
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'menu' })).toHaveAttribute('href', '/gu/menu');
    expect(screen.getByRole('link', { name: 'about' })).toHaveAttribute('href', '/gu/about');
    expect(screen.getByRole('link', { name: 'about' })).toHaveAttribute('aria-current', 'page');
  });

  it('link to the English pages in English', () => {
    render(
      <MemoryRouter>
        <I18nProvider lang="en" catalog={en}>
          <LangLink to="/menu?cart=open">menu</LangLink>
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'menu' })).toHaveAttribute('href', '/menu?cart=open');
  });
});

describe('useLangNavigate', () => {
  function Go() {
    const navigate = useLangNavigate();
    return (
      <>
        <button onClick={() => void navigate('/thankyou?id=1')}>same</button>
        <button onClick={() => void navigate('/booktable', { lang: 'hi' })}>hindi</button>
      </>
    );
  }
  it('moves within the language, or to another once its catalog has loaded', async () => {
    render(
      <MemoryRouter initialEntries={['/gu/order']}>
        <I18nProvider lang="gu" catalog={gu}>
          <Go />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </I18nProvider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'same' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/gu/thankyou?id=1');
    await userEvent.click(screen.getByRole('button', { name: 'hindi' }));
    expect(await screen.findByText('/hi/booktable')).toBeInTheDocument();
  });
});
