import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import hindi from './catalog.hi';
import { useT } from './I18n';
import { LangRoot } from './LangRoot';

// The first load of the frame's messages fails, as it does when the phone drops offline; the later ones load for real.
const catalog = vi.hoisted(() => ({ failNext: true }));
vi.mock('./catalog', async (importOriginal) => {
  const real = await importOriginal<typeof import('./catalog')>();
  return {
    ...real,
    loadMessages: vi.fn((...args: Parameters<typeof real.loadMessages>) => {
      if (catalog.failNext) {
        catalog.failNext = false;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return real.loadMessages(...args);
    }),
  };
});

function Page() {
  return <p data-testid="page">{useT('common')('navHome')}</p>;
}

describe('LangRoot offline', () => {
  it('a page whose messages failed to load tries again when the network returns, then shows in its language', async () => {
    render(
      <MemoryRouter initialEntries={['/hi/about']}>
        <LangRoot>
          <Page />
        </LangRoot>
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(screen.queryByTestId('page')).toBeNull();

    await act(async () => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByTestId('page')).toHaveTextContent(hindi.common.navHome);
  });
});
