import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemView } from '@domain/menu';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import type { ThaliNow } from '@domain/thali-view';
import { I18nProvider, MISSING_PATTERN } from '@/i18n/I18n';
import gu from '@/i18n/catalog.gu';
import type { Lang } from '@/i18n/languages';
import { settingsSaved } from '@/lib/settings';
import { CartProvider } from '@/stores/cart';
import HomePage from './HomePage';

const getMenu = vi.hoisted(() => vi.fn());
vi.mock('@/api/menu', () => ({ getMenu }));
const getThaliNow = vi.hoisted(() => vi.fn());
vi.mock('@/api/thali', () => ({ getThaliNow }));

const NOW = new Date('2026-12-03T06:30:00Z');
const HOUR = 3600_000;
const dish: MenuItemView = {
  _id: 'gujarati',
  id: 'gujarati',
  name: 'Gujarati Thali',
  description: '',
  category: 'Thali',
  price: 12,
  image: '/media/gujarati.webp',
  soldOut: false,
  diet: 'veg',
  spiceLevel: 0,
  allergens: [],
};

// One settings object, as the page's data block carries it: every language picks its own words from it.
const SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  identity: { ...DEFAULT_SETTINGS.identity, tagline: 'Thalis all day, made at home', taglineI18n: { gu: 'આખો દિવસ ઘરની થાળી' } },
  offers: [
    {
      id: 'family-feast',
      title: 'Family Feast',
      blurb: 'Every thali for the table.',
      titleI18n: { gu: 'પરિવારની મિજબાની' },
      blurbI18n: { gu: 'આખા પરિવાર માટે દરેક થાળી.' },
      percentOff: 20,
      itemIds: ['gujarati'],
      startsAt: new Date(NOW.getTime() - HOUR).toISOString(),
      endsAt: '2026-12-05T17:30:00.000Z',
      showAsDeal: true,
    },
  ],
};

function renderHome(lang: Lang) {
  settingsSaved(SETTINGS);
  const page = (
    <MemoryRouter>
      <CartProvider>
        <HomePage />
      </CartProvider>
    </MemoryRouter>
  );
  return render(
    lang === 'gu' ? (
      <I18nProvider lang="gu" catalog={gu}>
        {page}
      </I18nProvider>
    ) : (
      page
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  getMenu.mockResolvedValue([dish]);
  getThaliNow.mockResolvedValue({ current: null, next: null, orderable: null } satisfies ThaliNow);
});
afterEach(() => {
  vi.useRealTimers();
  settingsSaved(DEFAULT_SETTINGS);
});

describe('the home page shows the owner’s own words in the page’s language', () => {
  it('in Gujarati: the owner’s Gujarati tagline and offer title and blurb, no English of them and no missing key', async () => {
    const { container } = renderHome('gu');
    expect(await screen.findByRole('heading', { name: 'પરિવારની મિજબાની' })).toBeInTheDocument();
    expect(screen.getByText('આખા પરિવાર માટે દરેક થાળી.')).toBeInTheDocument();
    expect(within(container.querySelector('.hero')! as HTMLElement).getByText('આખો દિવસ ઘરની થાળી')).toBeInTheDocument();
    expect(screen.queryByText('Thalis all day, made at home')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Family Feast' })).toBeNull();
    expect(container.textContent).not.toMatch(MISSING_PATTERN);
  });

  it('in English: the same settings give the English words, unchanged', async () => {
    renderHome('en');
    expect(await screen.findByRole('heading', { name: 'Family Feast' })).toBeInTheDocument();
    expect(screen.getByText('Every thali for the table.')).toBeInTheDocument();
    expect(screen.getByText('Thalis all day, made at home')).toBeInTheDocument();
    expect(screen.queryByText('આખો દિવસ ઘરની થાળી')).toBeNull();
  });
});
