// The design system first: feature and layout styles that load after it may refine its classes.
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { routes, type PageHandle } from './app/router';
import { loadSettings } from './lib/settings';
import { reloadOnPreloadError } from './lib/stale-chunk';
import { CORE_NAMESPACES, loadCatalog, loadMessages, type Namespace } from './i18n/catalog';
import { whenIdle } from './lib/idle';
import { langOfPath } from './i18n/languages';

reloadOnPreloadError();
// The restaurant's saved settings (hours, rates, offers) are asked for while the page's chunk loads.
void loadSettings();

const container = document.getElementById('root')!;
const route = matchRoutes(routes, window.location)?.at(-1)?.route;
// The page's chunk is modulepreloaded beside this entry (see scripts/build.mjs): waiting for it lets hydration cover the whole page in one pass.
// A chunk that can't load (a release removed it, and the reload meant to fetch the new release did not bring it back)
// can't be hydrated: the page renders afresh, so that its error page shows. Hydrated, React 18 would hold the updates
// that follow hydration until the page's content hydrated, which it never would, and leave the guest a page that looks
// whole and answers nothing.
// The page's language's messages load beside it (their chunks are modulepreloaded too): the frame's, and those the page
// rendered when it was prerendered (data-messages), so the first render has them.
const lang = langOfPath(window.location.pathname);
const pageMessages = (container.dataset.messages ?? '').split(',').filter(Boolean) as Namespace[];
const [pageLoaded, catalogLoaded] = await Promise.all([
  (route?.handle as PageHandle | undefined)?.preload().then(
    () => true,
    () => false,
  ) ?? true,
  loadMessages(lang, [...CORE_NAMESPACES, ...pageMessages]).then(
    () => true,
    () => false,
  ),
]);

// Each HTML file was rendered for one route and one query string: none when prerendered, the address's own when the
// function rendered it (data-search, /menu). Only that route and query hydrate it; anything else (another query, the
// back office's app shell, a path the 404 page answers for another route) renders afresh over it.
const hydrating =
  pageLoaded &&
  catalogLoaded &&
  container.dataset.route !== undefined &&
  container.dataset.route === route?.path &&
  window.location.search === (container.dataset.search ?? '');
const app = (
  <StrictMode>
    <App hydrating={hydrating} />
  </StrictMode>
);
// Hydration runs as a transition: React does it in slices of a few milliseconds and yields between them, so a phone
// answers taps and paints images meanwhile instead of freezing for the whole page (a tap on a part not yet hydrated
// hydrates that part first). The page is already painted from its HTML, so nothing waits for it to look right.
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
// The rest of the page's language loads once the browser is idle, so that a dialog the page opens later, or the next
// page, has its messages at once rather than waiting (useT loads a missing namespace itself, so this only saves a wait,
// and a blank page while it loads: the back office's screens use some of the guests' messages too).
whenIdle(() => void loadCatalog(lang).catch(() => undefined));
