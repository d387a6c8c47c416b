import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MenuItemView } from '@domain/menu';
import { liveOffers } from '@domain/offers';
import type { Offer } from '@domain/settings';
import { Img } from '@/components/Img';
import { Price } from '@/components/Price';
import { useOfferNow, usePriceNow } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { offerText } from '@/lib/settings-text';
import { useLang, useT, type Translate } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { endsLabelIn } from '../countdown';
import { useCarousel } from '../use-carousel';
import { Countdown } from './Countdown';
import { DealsHead, DealsSection } from './DealsSection';
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from './icons';

/*
 * The home page's cards once the menu has arrived. Loaded with the menu, after the page has
 * hydrated: the prerendered page shows each section's room (the skeletons beside them) and
 * its first load carries none of this code.
 */

/** Where on the menu a dish is: its own category, not the menu's first. */
export const menuPlaceOf = (dish: Pick<MenuItemView, 'category'>) => `/menu?category=${encodeURIComponent(dish.category)}`;

/** The same place on the menu in the page's language ('/gu/menu?category=…'). */
function useMenuPlace() {
  const lang = useLang();
  return (dish: Pick<MenuItemView, 'category'>) => `${pathInLang('/menu', lang)}${menuPlaceOf(dish).slice('/menu'.length)}`;
}

/** 'Top Offers This Week' (spec §2): the dishes the owner chose, at the price the server charges now; a tap opens each on the menu. */
export function OfferGrid({ dishes }: { dishes: readonly MenuItemView[] }) {
  const priceOf = usePriceNow();
  const placeOf = useMenuPlace();
  return (
    <ul className="offer-grid" role="list">
      {dishes.map((dish) => {
        const now = priceOf(dish);
        return (
          <li key={dish._id} className="offer-card">
            <Link to={placeOf(dish)} className="offer-card-link">
              <Img src={dish.image} alt={dish.name} width={800} height={600} className="card-img" />
              <div className="offer-body">
                <h3>{dish.name}</h3>
                <p className="offer-price">
                  <Price price={now.price} originalPrice={now.originalPrice} />
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Top Trending: each dish's price, with the original price and the discount only while an offer lowers it. */
export function TrendingGrid({ dishes }: { dishes: readonly MenuItemView[] }) {
  const priceOf = usePriceNow();
  const t = useT('home');
  return (
    <ul className="trending-grid" role="list">
      {dishes.map((dish) => {
        const now = priceOf(dish);
        return (
          <li key={dish._id} className="trending-card">
            <div className="trending-media">
              <Img src={dish.image} alt={dish.name} width={800} height={600} className="card-img" />
              {now.offer && <span className="discount-badge">{t('percentOffBadge', { percent: now.offer.percentOff })}</span>}
            </div>
            <div className="trending-body">
              <h3>{dish.name}</h3>
              <p className="trending-prices">
                <Price price={now.price} originalPrice={now.originalPrice} />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Weekend Deals (spec §2): autoplay every 4000 ms, held on hover and focus, off under reduced motion. */
export const DEALS_AUTOPLAY_MS = 4000;

/** "20% off Gujarati Thali", "… Gujarati Thali and Panjabi Thali", "… Gujarati Thali, Panjabi Thali and 4 more", in the page's language. */
export function dealLine(percentOff: number, names: readonly string[], t: Translate<'home'>): string {
  const [first = '', second = ''] = names;
  const dishes =
    names.length <= 1 ? first : names.length === 2 ? t('dishesTwo', { first, second }) : t('dishesMore', { first, second, more: names.length - 2 });
  return t('dealOff', { percent: percentOff, dishes });
}

interface Deal {
  offer: Offer;
  dishes: MenuItemView[];
}

/** The live offers the owner shows as deals (DECISIONS 27), each with its dishes on the menu; one slide per deal. */
export function DealsCarousel({ byId }: { byId: ReadonlyMap<string, MenuItemView> }) {
  const settings = useSettings();
  const now = useOfferNow();
  const t = useT('home');
  const lang = useLang();
  const placeOf = useMenuPlace();
  const deals: Deal[] = liveOffers(settings, now)
    .filter((o) => o.showAsDeal)
    .map((o) => offerText(o, lang))
    .map((offer) => ({ offer, dishes: offer.itemIds.map((id) => byId.get(id)).filter((d): d is MenuItemView => d !== undefined) }))
    .filter((d) => d.dishes.length > 0);
  const count = deals.length;
  const carousel = useCarousel(count, { autoplayMs: DEALS_AUTOPLAY_MS });
  const { index, next, prev, goTo, canPlay, stopped, setStopped, setHeld } = carousel;
  const several = count > 1;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!several) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    }
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
  };

  // When the offers end, their band goes with them: no heading over an empty carousel.
  if (count === 0) return null;
  return (
    <DealsSection onMouseEnter={() => setHeld(true)} onMouseLeave={() => setHeld(false)} onFocus={() => setHeld(true)} onBlur={onBlur} onKeyDown={onKeyDown}>
      <DealsHead>
        {several && (
          <div className="carousel-controls">
            <button type="button" className="icon-btn" onClick={prev} aria-label={t('prevDeal')}>
              <ChevronLeft />
            </button>
            {canPlay && (
              <button type="button" className="icon-btn" onClick={() => setStopped(!stopped)} aria-label={stopped ? t('playDeals') : t('pauseDeals')}>
                {stopped ? <PlayIcon /> : <PauseIcon />}
              </button>
            )}
            <button type="button" className="icon-btn" onClick={next} aria-label={t('nextDeal')}>
              <ChevronRight />
            </button>
          </div>
        )}
      </DealsHead>

      <div className="slides" aria-live={carousel.playing ? 'off' : 'polite'}>
        {deals.map(({ offer, dishes }, i) => (
          <div
            key={offer.id}
            className={`deal-slide${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('dealSlide', { n: i + 1, total: count, title: offer.title })}
          >
            <Img src={dishes[0]!.image} alt={dishes[0]!.name} width={800} height={600} className="deal-img" />
            <div className="deal-body">
              <p className="deal-offer">
                {dealLine(
                  offer.percentOff,
                  dishes.map((d) => d.name),
                  t,
                )}
              </p>
              <h3>{offer.title}</h3>
              {offer.blurb && <p>{offer.blurb}</p>}
              <Countdown endsAt={offer.endsAt} label={endsLabelIn(new Date(offer.endsAt), now, settings.locale.timeZone, t, lang)} />
              <Link to={placeOf(dishes[0]!)} className="btn btn-lg deal-cta" aria-label={t('shopNowFor', { title: offer.title })}>
                {t('shopNow')}
              </Link>
            </div>
          </div>
        ))}
      </div>

      {several && (
        <div className="carousel-dots">
          {deals.map(({ offer }, i) => (
            <button
              key={offer.id}
              type="button"
              className="dot"
              aria-label={t('showDeal', { n: i + 1, title: offer.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </DealsSection>
  );
}
