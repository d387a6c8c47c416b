import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MenuItemView } from '@domain/menu';
import { liveOffers } from '@domain/offers';
import type { Offer } from '@domain/settings';
import { Img } from '@/components/Img';
import { Price } from '@/components/Price';
import { useOfferNow, usePriceNow } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { endsLabel } from '../countdown';
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

/** 'Top Offers This Week' (spec §2): the dishes the owner chose, at the price the server charges now; a tap opens each on the menu. */
export function OfferGrid({ dishes }: { dishes: readonly MenuItemView[] }) {
  const priceOf = usePriceNow();
  return (
    <ul className="offer-grid" role="list">
      {dishes.map((dish) => {
        const now = priceOf(dish);
        return (
          <li key={dish._id} className="offer-card">
            <Link to={menuPlaceOf(dish)} className="offer-card-link">
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
  return (
    <ul className="trending-grid" role="list">
      {dishes.map((dish) => {
        const now = priceOf(dish);
        return (
          <li key={dish._id} className="trending-card">
            <div className="trending-media">
              <Img src={dish.image} alt={dish.name} width={800} height={600} className="card-img" />
              {now.offer && <span className="discount-badge">{now.offer.percentOff}% OFF</span>}
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

/** "20% off Gujarati Thali", "… Gujarati Thali and Panjabi Thali", "… Gujarati Thali, Panjabi Thali and 4 more". */
export function dealLine(percentOff: number, names: readonly string[]): string {
  const shown = names.length <= 2 ? names.join(' and ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  return `${percentOff}% off ${shown}`;
}

interface Deal {
  offer: Offer;
  dishes: MenuItemView[];
}

/** The live offers the owner shows as deals (DECISIONS 27), each with its dishes on the menu; one slide per deal. */
export function DealsCarousel({ byId }: { byId: ReadonlyMap<string, MenuItemView> }) {
  const settings = useSettings();
  const now = useOfferNow();
  const deals: Deal[] = liveOffers(settings, now)
    .filter((o) => o.showAsDeal)
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
            <button type="button" className="icon-btn" onClick={prev} aria-label="Previous deal">
              <ChevronLeft />
            </button>
            {canPlay && (
              <button type="button" className="icon-btn" onClick={() => setStopped(!stopped)} aria-label={stopped ? 'Play deals' : 'Pause deals'}>
                {stopped ? <PlayIcon /> : <PauseIcon />}
              </button>
            )}
            <button type="button" className="icon-btn" onClick={next} aria-label="Next deal">
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
            aria-label={`${i + 1} of ${count}: ${offer.title}`}
          >
            <Img src={dishes[0]!.image} alt={dishes[0]!.name} width={800} height={600} className="deal-img" />
            <div className="deal-body">
              <p className="deal-offer">
                {dealLine(
                  offer.percentOff,
                  dishes.map((d) => d.name),
                )}
              </p>
              <h3>{offer.title}</h3>
              {offer.blurb && <p>{offer.blurb}</p>}
              <Countdown endsAt={offer.endsAt} label={endsLabel(new Date(offer.endsAt), now, settings.locale.timeZone)} />
              <Link to={menuPlaceOf(dishes[0]!)} className="btn btn-lg deal-cta" aria-label={`SHOP NOW: ${offer.title}`}>
                SHOP NOW
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
              aria-label={`Show deal ${i + 1}: ${offer.title}`}
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
