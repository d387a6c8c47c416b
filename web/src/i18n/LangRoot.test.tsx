import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import english from './catalog.en';
import hindi from './catalog.hi';
import { CORE_NAMESPACES, hasMessages, loadCatalog, loadedNamespaces, loadMessages } from './catalog';
import { useLang, useT } from './I18n';
import { LangRoot } from './LangRoot';

function Page() {
  const t = useT('common');
  // A key every catalog has (the parity test holds them together): its text in the page's language.
  const key = Object.keys(english.common)[0] as Parameters<typeof t>[0];
  return (
    <p data-testid="page">
      {useLang()}: {t(key)}
    </p>
  );
}

describe('LangRoot', () => {
  it('renders nothing before the messages of the address have loaded, then the page in that language', async () => {
    await loadCatalog('en');
    expect(hasMessages('gu', CORE_NAMESPACES)).toBe(false);
    render(
      <MemoryRouter initialEntries={['/gu/about']}>
        <LangRoot>
          <Page />
        </LangRoot>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('page')).toBeNull();
    expect(await screen.findByTestId('page')).toHaveTextContent(/^gu: /);
    expect(document.documentElement.lang).toBe('gu');
  });

  it('keeps the current language while another one loads (a plain link), and never shows a key', async () => {
    await loadCatalog('en');
    render(
      <MemoryRouter initialEntries={['/about']}>
        <LangRoot>
          <Page />
          <Link to="/hi/about">hi</Link>
        </LangRoot>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page')).toHaveTextContent(/^en: /);
    await userEvent.click(screen.getByRole('link', { name: 'hi' }));
    expect(screen.getByTestId('page').textContent).not.toMatch(/common\./);
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent(/^hi: /));
    expect(document.documentElement.lang).toBe('hi');
  });

  it('a page that renders a namespace not loaded yet waits for it, then shows its text, never the key; only what was asked loads', async () => {
    await loadMessages('hi', CORE_NAMESPACES);
    expect(loadedNamespaces('hi')).not.toContain('track');
    function Tracking() {
      const t = useT('track');
      return <p data-testid="track">{t('heading')}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/hi/track/ABC123']}>
        <LangRoot>
          <Suspense fallback={<p data-testid="waiting" />}>
            <Tracking />
          </Suspense>
        </LangRoot>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('waiting')).toBeInTheDocument();
    expect(await screen.findByTestId('track')).toHaveTextContent(hindi.track.heading);
    expect(loadedNamespaces('hi')).toContain('track');
    expect(loadedNamespaces('hi')).not.toContain('account');
  });
});
