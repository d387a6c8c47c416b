import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import type { ThaliNow } from '@domain/thali-view';
import { I18nProvider, MISSING_PATTERN } from '@/i18n/I18n';
import type { AnyCatalog } from '@/i18n/catalog';
import type { Lang } from '@/i18n/languages';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';
import { Footer } from '@/app/layout/Footer';
import { Navbar } from '@/app/layout/Navbar';
import NotFoundPage from '@/components/NotFoundPage';
import HomePage from '@/features/home/HomePage';
import { SessionProvider } from '@/lib/session';
import { settingsSaved } from '@/lib/settings';
import { CartProvider } from '@/stores/cart';
import { OWNER_SETTINGS } from '@/testing/owner-settings';
import AboutPage from '@/features/site/AboutPage';
import ContactPage from '@/features/site/ContactPage';

/** The home page, About, Contact, the 404 page, the header and the footer as a guest reads them in Gujarati and Hindi. */

const getMenu = vi.hoisted(() => vi.fn());
vi.mock('@/api/menu', () => ({ getMenu }));
const getThaliNow = vi.hoisted(() => vi.fn());
vi.mock('@/api/thali', () => ({ getThaliNow }));
vi.mock('@/lib/firebase', () => ({ currentIdToken: vi.fn(), signInWithApiToken: vi.fn(), signOutFirebase: vi.fn() }));

const CATALOGS: Record<'gu' | 'hi', AnyCatalog> = { gu, hi };

function page(lang: Lang, ui: ReactNode, at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <I18nProvider lang={lang} catalog={CATALOGS[lang as 'gu' | 'hi']}>
        <SessionProvider>
          <CartProvider>
            <Navbar />
            {ui}
            <Footer />
          </CartProvider>
        </SessionProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** Every text a guest sees or hears: the page's text, the accessible names and the images' alternatives. */
function allText(root: HTMLElement): string {
  const labels = [...root.querySelectorAll('[aria-label],[alt],[title]')].flatMap((el) => ['aria-label', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''));
  return [root.textContent ?? '', ...labels].join('\n');
}

beforeEach(() => {
  getMenu.mockResolvedValue([]);
  getThaliNow.mockResolvedValue({ current: null, next: null, orderable: null } satisfies ThaliNow);
});
afterEach(() => settingsSaved(DEFAULT_SETTINGS));

const WORDS = {
  gu: {
    home: 'આ અઠવાડિયાની ખાસ ઓફર',
    signature: 'અમારી ખાસ વાનગીઓ',
    book: 'ટેબલ બુક કરો',
    about: 'Rasoi Gharની વાર્તા',
    story: 'અમારી વાર્તા',
    hours: ['સોમવાર બંધ', 'મંગળવારથી રવિવાર 12:00–15:00, 19:00–23:00'],
    notFound: 'પાનું મળ્યું નથી',
    contact: 'અમારો સંપર્ક કરો',
    menuToggle: 'મેનુ',
  },
  hi: {
    home: 'इस हफ़्ते के खास ऑफ़र',
    signature: 'हमारे खास व्यंजन',
    book: 'टेबल बुक करें',
    about: 'Rasoi Ghar की कहानी',
    story: 'हमारी कहानी',
    hours: ['सोमवार बंद', 'मंगलवार से रविवार 12:00–15:00, 19:00–23:00'],
    notFound: 'पेज नहीं मिला',
    contact: 'हमसे संपर्क करें',
    menuToggle: 'मेन्यू',
  },
} as const;

describe.each(['gu', 'hi'] as const)('in %s', (lang) => {
  const w = WORDS[lang];
  const prefix = `/${lang}`;

  it('the home page reads in the language, its links stay in it, and no key shows', async () => {
    const { container } = page(lang, <HomePage />, `${prefix}/`);
    expect(screen.getByRole('heading', { level: 2, name: w.home })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: w.signature })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: w.book })).toHaveAttribute('href', `${prefix}/booktable`);
    // The header's toggle is named in the language, and its links keep the language.
    expect(screen.getByRole('button', { name: w.menuToggle })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: lang === 'gu' ? 'મુખ્ય' : 'मुख्य' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(expect.arrayContaining([`${prefix}/`, `${prefix}/about`, `${prefix}/menu`, `${prefix}/login`]));
    // The dishes arrive (none chosen): the empty sections' texts are translated too.
    await within(main).findAllByRole('link', { name: lang === 'gu' ? 'આખું મેનુ જુઓ' : 'पूरा मेन्यू देखें' });
    expect(allText(container)).not.toMatch(MISSING_PATTERN);
    expect(main).not.toHaveTextContent('Top Offers This Week');
  });

  it('About tells the story and the hours in the language, weekdays named by Intl', () => {
    settingsSaved(OWNER_SETTINGS);
    const { container } = page(lang, <AboutPage />, `${prefix}/about`);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(w.about);
    expect(within(main).getByRole('heading', { level: 2, name: w.story })).toBeInTheDocument();
    const hours = within(main)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(hours).toEqual(expect.arrayContaining([...w.hours]));
    expect(allText(container)).not.toMatch(MISSING_PATTERN);
    expect(main).not.toHaveTextContent('Our Story');
  });

  it('Contact reads in the language', () => {
    settingsSaved(OWNER_SETTINGS);
    const { container } = page(lang, <ContactPage />, `${prefix}/contact`);
    expect(screen.getByRole('heading', { level: 1, name: w.contact })).toBeInTheDocument();
    expect(allText(container)).not.toMatch(MISSING_PATTERN);
  });

  it('the 404 page reads in the language and leads home in it', () => {
    const { container } = page(lang, <NotFoundPage />, `${prefix}/no-such-page`);
    expect(screen.getByRole('heading', { level: 1, name: w.notFound })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('link')[0]).toHaveAttribute('href', `${prefix}/`);
    expect(allText(container)).not.toMatch(MISSING_PATTERN);
  });
});
