import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { isVegMark } from '@domain/diet';
import { DietMark } from '@/components/DietMark';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { mergeCategories } from '@domain/restaurant';
import { usePriceNow } from '@/lib/prices';
import { usePageMeta } from '@/lib/page-meta';
import { useCart } from '@/stores/cart';
import type { MenuItem } from '@/api/menu';
import { CartButton } from './components/CartButton';
import { CategorySidebar } from './components/CategorySidebar';
import { MenuCard, MenuCardSkeleton } from './components/MenuCard';
import { ThaliVariantResult } from './components/ThaliVariantResult';
import { DIET_FILTER_LABEL, categoriesWith, dietFilterOf, dishesFor, thaliInDiet } from './diet-filter';
import { Pagination } from './components/Pagination';
import { loadMenuEarly, useMenu } from './hooks/use-menu';
import { pageSnapshot, useSnapshotThali } from './menu-snapshot';
import { TodaysThaliCard, shownThali, thaliCartLine, thaliOrderable, useThaliNow } from '@/components/TodaysThali';
import type { ThaliVariant, ThaliView } from '@domain/thali-view';
import { MENU_PAGE_SIZE, paginate } from './paginate';
import './menu.css';
import { OrderingClosedNotice } from '@/components/OrderingClosedNotice';
import { pathInLang, useLang, useT, type Translate } from '@/i18n';
import { rich } from './rich-text';

/** The drawer's code loads when the visitor opens the cart, not with the page. */
const CartDrawer = lazy(() => import('./components/CartDrawer').then((m) => ({ default: m.CartDrawer })));
/** A dish's details load when a guest opens them, not with the page. */
const DishDialog = lazy(() => import('./components/DishDialog').then((m) => ({ default: m.DishDialog })));

/** Cards in the grid's widest row: their images are what the page paints first, so they load first. */
const FIRST_ROW = 3;

/**
 * The images of the first row the address asks for (its category, else the first; its page), requested as soon as
 * the menu arrives: they download while the page hydrates instead of after it renders the dishes.
 */
function preloadFirstRow(items: MenuItem[]): void {
  const params = new URLSearchParams(window.location.search);
  const categories = mergeCategories(items.map((i) => i.category));
  const requested = params.get('category');
  const category = requested && categories.includes(requested) ? requested : categories[0];
  const shown = paginate(
    items.filter((i) => i.category === category),
    Number(params.get('page') ?? '1'),
  ).items.slice(0, FIRST_ROW);
  for (const item of shown) if (item.image) preloadImage(item.image);
}

const preloaded = new Set<string>();

/** An image asked for at high priority before anything renders it, once per address: a `<link rel="preload">` in the head. */
function preloadImage(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

// In the browser, the menu is asked for as soon as this page's code runs, before React renders it; unless the page's
// HTML came from the server with the dishes (and their first row's images) already in it.
if (typeof window !== 'undefined' && !pageSnapshot()) void loadMenuEarly().then(preloadFirstRow, () => undefined);

const ORDER_TYPE_LABEL = { 'dine-in': 'dineIn', takeaway: 'takeaway' } as const;

/** The menu's diet filter, kept in the address as ?diet=jain or ?diet=vegan. */
const DIET_FILTERS = [
  { label: 'filterAll', diet: null },
  { label: 'filterJain', diet: 'jain' },
  { label: 'filterVegan', diet: 'vegan' },
] as const;

/**
 * /menu: category sidebar, 6 dishes a page, and the cart drawer. The category,
 * page and drawer live in the URL (?category=&page=&cart=open), so the
 * navbar's cart link and the back button work.
 */
export default function MenuPage() {
  const t = useT('menu');
  const lang = useLang();
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const thaliNow = useThaliNow(useSnapshotThali());
  const { items, categories, categoryNames, error, reload } = useMenu();
  const categoryName = (c: string) => categoryNames[c] ?? c;
  const cart = useCart();
  const priceOf = usePriceNow();
  const [params, setParams] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');

  const requested = params.get('category');
  const category = requested && categories.includes(requested) ? requested : categories[0]!;
  const cartOpen = params.get('cart') === 'open';
  const dishId = params.get('dish');
  const location = useLocation();
  const navigate = useNavigate();

  const update = useCallback(
    (change: Record<string, string | null>, replace = false) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          for (const [k, v] of Object.entries(change)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const diet = dietFilterOf(params.get('diet'));
  const shown = useMemo(() => dishesFor(items ?? [], diet), [items, diet]);
  const thaliShown = shownThali(thaliNow);
  const thaliResult = thaliInDiet(thaliNow, thaliShown, diet);
  const elsewhere = categoriesWith(categories, shown);
  const allVeg = items !== null && items.length > 0 && items.every((i) => isVegMark(i.diet));
  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const i of shown) c[i.category] = (c[i.category] ?? 0) + 1;
    return c;
  }, [shown]);
  const inCategory = useMemo(() => shown.filter((i) => i.category === category), [shown, category]);
  const slice = paginate(inCategory, Number(params.get('page') ?? '1'));
  const quantities = useMemo(() => Object.fromEntries(cart.lines.map((l) => [l._id, l.quantity])), [cart.lines]);

  /** The details' address: this page's, with ?dish=<id>. */
  const detailsOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('dish', id);
    return { search: `?${next.toString()}` };
  };
  // Opened from the menu, closing goes back (so Back and × agree); opened from an address, it takes ?dish off in place.
  const closeDish = () => {
    if ((location.state as { dishFromMenu?: boolean } | null)?.dishFromMenu) navigate(-1);
    else update({ dish: null }, true);
  };
  const addThali = (thali: ThaliView, v: ThaliVariant) => {
    const line = thaliCartLine(thali, v);
    cart.add(line);
    setAnnouncement(t('added', { name: line.name }));
  };

  const add = (item: MenuItem) => {
    cart.add({ _id: item._id, name: item.name, price: item.price, image: item.image, category: item.category });
    setAnnouncement(t.count('addedCount', cart.count + 1, { name: item.name }));
  };

  return (
    <main className="container page menu-page" id="main">
      <OrderingClosedNotice />
      <header className="menu-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="menu-lede">{t('lede')}</p>
          {allVeg && (
            <p className="veg-kitchen-badge">
              <DietMark diet="veg" /> {t('vegKitchen')}
            </p>
          )}
          <div className="diet-filter" role="group" aria-label={t('showDishes')}>
            {DIET_FILTERS.map((f) => (
              <button
                key={f.label}
                type="button"
                className={`chip${diet === f.diet ? ' is-on' : ''}`}
                aria-pressed={diet === f.diet}
                onClick={() => update({ diet: f.diet, page: null })}
              >
                {t(f.label)}
              </button>
            ))}
          </div>
        </div>
        {cart.orderType && (
          <p className="menu-ordertype">
            {rich(t('orderingFor'), {
              type: <strong>{t(ORDER_TYPE_LABEL[cart.orderType])}</strong>,
              change: <Link to={pathInLang('/order', lang)}>{t('change')}</Link>,
            })}
          </p>
        )}
      </header>
      {/* With a diet filter, the thali in that variant leads the results instead. */}
      {!thaliResult && <TodaysThaliCard now={thaliNow} />}

      <div className="menu-layout">
        <CategorySidebar
          categories={categories}
          names={categoryNames}
          selected={category}
          counts={counts}
          onSelect={(c) => update({ category: c, page: null })}
        />

        <section className="menu-main" aria-labelledby="menu-category-title">
          <h2 id="menu-category-title">{categoryName(category)}</h2>
          {thaliResult && diet && thaliNow && items !== null && slice.page === 1 && (
            <div className="menu-first-result">
              <ThaliVariantResult thali={thaliResult} variant={diet as ThaliVariant} orderable={thaliOrderable(thaliNow, thaliResult)} onAdd={addThali} />
            </div>
          )}
          {error ? (
            <LoadError message={error} onRetry={reload} />
          ) : items === null ? (
            <>
              <p className="visually-hidden" role="status">
                {t('loading')}
              </p>
              {/* A page of cards' room, kept while the dishes load, so nothing below moves when they arrive. */}
              <ul className="menu-grid" aria-hidden="true">
                {Array.from({ length: MENU_PAGE_SIZE }, (_, i) => (
                  <li key={i}>
                    <MenuCardSkeleton />
                  </li>
                ))}
              </ul>
            </>
          ) : slice.items.length === 0 ? (
            diet ? (
              <DietEmpty
                label={t(DIET_FILTER_LABEL[diet])}
                elsewhere={elsewhere}
                nameOf={categoryName}
                onCategory={(c) => update({ category: c, page: null })}
                onAll={() => update({ diet: null, page: null })}
              />
            ) : (
              <p className="empty-state">{t('emptyCategory', { category: categoryName(category) })}</p>
            )
          ) : (
            <>
              <ul className="menu-grid">
                {slice.items.map((item, i) => (
                  <li key={item._id}>
                    <MenuCard
                      item={item}
                      price={priceOf(item)}
                      inCart={quantities[item._id] ?? 0}
                      onAdd={add}
                      firstRow={i < FIRST_ROW}
                      first={i === 0}
                      details={detailsOf(item._id)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={slice.page}
                pages={slice.pages}
                onPage={(n) => {
                  update({ page: n === 1 ? null : String(n) });
                  document.getElementById('menu-category-title')?.scrollIntoView({ block: 'start' });
                }}
              />
            </>
          )}
        </section>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <CartButton onOpen={() => update({ cart: 'open' })} />
      {cartOpen && (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => update({ cart: null }, true)} />
        </Suspense>
      )}
      {dishId && !cartOpen && (
        <Suspense fallback={null}>
          <DishDialog
            key={dishId}
            id={dishId}
            item={(items ?? []).find((i) => i._id === dishId) ?? null}
            priceOf={priceOf}
            inCart={quantities[dishId] ?? 0}
            onAdd={add}
            onClose={closeDish}
          />
        </Suspense>
      )}
    </main>
  );
}

/**
 * A category with none of the diet's dishes says so and names the categories that have some, each a tap away:
 * "No Jain dishes here: see Thali, Farsan".
 */
export function DietEmpty({
  label,
  elsewhere,
  onCategory,
  onAll,
  nameOf = (c) => c,
}: {
  label: string;
  elsewhere: string[];
  onCategory: (c: string) => void;
  onAll: () => void;
  /** A category's name in the page's language (its key is the English). */
  nameOf?: (c: string) => string;
}) {
  const t: Translate<'menu'> = useT('menu');
  if (elsewhere.length === 0)
    return (
      <p className="empty-state">
        {t('dietNone', { label })}{' '}
        <button type="button" className="link-btn" onClick={onAll}>
          {t('showAll')}
        </button>
      </p>
    );
  return (
    <p className="empty-state diet-empty">
      {rich(t('dietElsewhere', { label }), {
        categories: elsewhere.map((c, i) => (
          <span key={c}>
            {i > 0 && ', '}
            <button type="button" className="link-btn" onClick={() => onCategory(c)}>
              {nameOf(c)}
            </button>
          </span>
        )),
      })}
    </p>
  );
}
