import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/stale-chunk';
import { RootLayout } from './layout/RootLayout';
import { KITCHEN_PATH, SHELL_PATHS } from '@/features/admin/admin-paths';
import { LANGS, DEFAULT_LANG, LANG_INFO, pathInLang } from '@/i18n/languages';

type PageModule = { default: ComponentType };

/** What the prerender and the hydration need to know about a route's page. */
export interface PageHandle {
  /** The page's source file, relative to web/: the prerender finds its chunk and styles in Vite's manifest. */
  source: string;
  /** Loads the page's code; once loaded, the route renders it at once, without suspending. */
  preload(): Promise<unknown>;
  /** Prerendered into an HTML file of its own (public pages), or left to the app shell (the back office). */
  prerender: boolean;
  /** API reads the page makes as it opens: its HTML preloads them, so they start before any script runs. */
  data: string[];
}

interface PageOptions {
  prerender?: boolean;
  data?: string[];
}

/**
 * Each page is its own chunk: admin code never loads on public pages.
 * Routes render through <BrowserRouter> + useRoutes rather than a data router:
 * the data router alone costs ~17 KB gzipped on every page, which the public
 * pages' 100 KB initial-JS budget can't carry. So no loaders, useBlocker or
 * useRouteError; RootLayout holds the Suspense and the error boundary.
 * A page whose code is already loaded (preloaded before hydration, or on the
 * server) renders directly, so hydration finds the prerendered HTML in one pass.
 */
const page = (source: string, load: () => Promise<PageModule>, { prerender = true, data = [] }: PageOptions = {}): Pick<RouteObject, 'element' | 'handle'> => {
  let loaded: PageModule | undefined;
  const preload = () => load().then((m) => (loaded = m));
  // A chunk a release removed reloads the page once (lazyPage) instead of showing the error page.
  const Lazy = lazyPage(preload);
  function Page() {
    const Loaded = loaded?.default;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const handle: PageHandle = { source, preload, prerender, data };
  return { element: <Page />, handle };
};
const adminShell = page('src/features/admin/AdminShell.tsx', () => import('@/features/admin/AdminShell'), { prerender: false });

/** The menu and its categories, read by /menu as it opens. */
const MENU_DATA = ['/api/menu', '/api/categories'];

const pages: RouteObject[] = [
  { path: '/', ...page('src/features/home/HomePage.tsx', () => import('@/features/home/HomePage')) },
  { path: '/about', ...page('src/features/site/AboutPage.tsx', () => import('@/features/site/AboutPage')) },
  { path: '/contact', ...page('src/features/site/ContactPage.tsx', () => import('@/features/site/ContactPage')) },
  { path: '/menu', ...page('src/features/menu/MenuPage.tsx', () => import('@/features/menu/MenuPage'), { data: MENU_DATA }) },
  { path: '/order', ...page('src/features/orders/OrderPage.tsx', () => import('@/features/orders/OrderPage')) },
  {
    path: '/orderconfirmationpage',
    ...page('src/features/orders/OrderConfirmationPage.tsx', () => import('@/features/orders/OrderConfirmationPage'), { data: ['/api/menu'] }),
  },
  { path: '/thankyou', ...page('src/features/orders/ThankYouPage.tsx', () => import('@/features/orders/ThankYouPage')) },
  // The local payment gateway's page: local and emulator mode only, dropped from a production build with its chunk.
  ...(import.meta.env.VITE_LOCAL === '1'
    ? [
        { path: '/pay/:orderId', ...page('src/features/orders/LocalPayPage.tsx', () => import('@/features/orders/LocalPayPage'), { prerender: false }) },
        // The dev outbox: the texts sent locally, each with its channel.
        { path: '/dev/outbox', ...page('src/features/dev/DevOutboxPage.tsx', () => import('@/features/dev/DevOutboxPage'), { prerender: false }) },
      ]
    : []),
  { path: '/myorders', ...page('src/features/orders/MyOrdersPage.tsx', () => import('@/features/orders/MyOrdersPage')) },
  { path: '/my-data', ...page('src/features/account/MyDataPage.tsx', () => import('@/features/account/MyDataPage')) },
  { path: '/booktable', ...page('src/features/reservations/BookTablePage.tsx', () => import('@/features/reservations/BookTablePage')) },
  {
    path: '/reservation/:reference',
    ...page('src/features/reservations/ManageReservationPage.tsx', () => import('@/features/reservations/ManageReservationPage')),
  },
  { path: '/track/:reference', ...page('src/features/track/TrackOrderPage.tsx', () => import('@/features/track/TrackOrderPage')) },
  // A waitlist place, the link in the waitlist text: rendered in the browser (no search engine keeps it).
  {
    path: '/waitlist/:reference',
    ...page('src/features/waitlist/WaitlistPage.tsx', () => import('@/features/waitlist/WaitlistPage'), { prerender: false }),
  },
  // A text's short link (/t?r=<reference>): Hosting sends it to the function's redirect; here it leads to the same page.
  { path: '/t', ...page('src/features/track/ShortLinkPage.tsx', () => import('@/features/track/ShortLinkPage'), { prerender: false }) },
  { path: '/login', ...page('src/features/account/LoginPage.tsx', () => import('@/features/account/LoginPage')) },
  { path: '/register', ...page('src/features/account/RegisterPage.tsx', () => import('@/features/account/RegisterPage')) },
  { path: '/staff/join', ...page('src/features/account/StaffJoinPage.tsx', () => import('@/features/account/StaffJoinPage')) },
  { path: '/admin/adminlogin', ...page('src/features/admin/AdminLoginPage.tsx', () => import('@/features/admin/AdminLoginPage'), { prerender: false }) },
  ...SHELL_PATHS.map((path) => ({ path, ...adminShell })),
  { path: KITCHEN_PATH, ...page('src/features/admin/kitchen/KitchenPage.tsx', () => import('@/features/admin/kitchen/KitchenPage'), { prerender: false }) },
  { path: '*', ...page('src/components/NotFoundPage.tsx', () => import('@/components/NotFoundPage')) },
];

/** The guests' pages, which the site has in every language; the back office, the dev pages, /pay, /t and /staff/join stay English. */
export const isPublicRoute = (path: string) =>
  !/^\/(admin|dev\/|pay\/|t$|staff\/)/.test(path) && path !== KITCHEN_PATH && !(SHELL_PATHS as readonly string[]).includes(path);

/**
 * Each public page again under /gu and /hi, with the SAME element and handle as its English route: a move to another
 * language renders the same component in the same place, so the page keeps its state (a half-typed booking form).
 * The 404 page answers for unknown paths under each prefix.
 */
const inOtherLangs: RouteObject[] = LANGS.filter((l) => l !== DEFAULT_LANG).flatMap((lang) =>
  pages.filter((r) => r.path && isPublicRoute(r.path)).map((r) => ({ ...r, path: r.path === '*' ? `${LANG_INFO[lang].prefix}/*` : pathInLang(r.path!, lang) })),
);

export const routes: RouteObject[] = [{ element: <RootLayout />, children: [...pages, ...inOtherLangs] }];
