import { useLang, useT } from '@/i18n';
import { allergenList } from '../allergens';
import { rich } from '../rich-text';
import { Link, type To } from 'react-router-dom';
import { Img } from '@/components/Img';
import { Price } from '@/components/Price';
import { DietMark, SpiceLevel } from '@/components/DietMark';
import type { PriceNow } from '@/lib/prices';
import type { MenuItem } from '@/api/menu';

interface Props {
  item: MenuItem;
  /** What the dish costs now: lower than the menu's price while an offer runs. */
  price: PriceNow;
  inCart: number;
  onAdd: (item: MenuItem) => void;
  /** In the first row on screen: its image loads at once, not lazily. */
  firstRow?: boolean;
  /**
   * The first dish: its image is asked for at high priority (the largest paint on a wide screen). The rest of the row
   * keeps the browser's own priority, raised once a layout shows it on screen, so on a phone, where only the first is,
   * they do not take connections the page's scripts are waiting for.
   */
  first?: boolean;
  /** Where the dish's details open (the menu with ?dish=<id>): its name leads there, and its link covers the card. */
  details: To;
}

/** Marks a visit to a dish's details as made from the menu, so closing them goes back rather than adding a page. */
export const FROM_MENU = { dishFromMenu: true } as const;

/** A card's shape while the dishes load: image, name, two lines of description, price and button. */
export function MenuCardSkeleton() {
  return (
    <div className="menu-card is-skeleton">
      <div className="menu-card-media" />
      <div className="menu-card-body">
        <span className="skeleton-line skeleton-title" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-short" />
        <div className="menu-card-foot">
          <span className="skeleton-line skeleton-price" />
          <span className="skeleton-button" />
        </div>
      </div>
    </div>
  );
}

export function MenuCard({ item, price, inCart, onAdd, firstRow = false, first = false, details }: Props) {
  const t = useT('menu');
  const lang = useLang();
  return (
    <article className={`menu-card${item.soldOut ? ' is-sold-out' : ''}`} aria-labelledby={`dish-${item._id}`}>
      <div className="menu-card-media">
        <Img
          src={item.image}
          alt={item.name}
          width={320}
          height={240}
          className="menu-card-img"
          {...(firstRow ? { loading: 'eager' } : {})}
          {...(first ? { fetchpriority: 'high' } : {})}
        />
        {item.soldOut && <span className="menu-card-flag">{t('soldOut')}</span>}
        {price.offer && !item.soldOut && (
          <span className="menu-card-offer" title={price.offer.title}>
            {t('percentOff', { percent: price.offer.percentOff })}
          </span>
        )}
      </div>
      <div className="menu-card-body">
        {/* The mark beside the heading, not in it: the dish's name stays the heading's whole name. */}
        <div className="menu-card-title">
          <DietMark diet={item.diet} />
          <h3 id={`dish-${item._id}`}>
            <Link to={details} state={FROM_MENU} className="menu-card-name">
              {item.name}
            </Link>
          </h3>
        </div>
        {(item.diet !== 'veg' || item.spiceLevel > 0) && (
          <p className="menu-card-diet">
            {item.diet !== 'veg' && <DietMark diet={item.diet} withText />}
            <SpiceLevel level={item.spiceLevel} />
          </p>
        )}
        {item.description && <p className="menu-card-desc">{item.description}</p>}
        {item.allergens.length > 0 && <p className="menu-card-allergens">{t('contains', { list: allergenList(t, lang, item.allergens) })}</p>}
        <div className="menu-card-foot">
          <Price className="menu-card-price" price={price.price} originalPrice={price.originalPrice} />
          {item.soldOut ? (
            <button type="button" className="btn btn-sm btn-ghost" disabled aria-label={t('isSoldOut', { name: item.name })}>
              {t('soldOut')}
            </button>
          ) : (
            <button type="button" className="btn btn-sm" onClick={() => onAdd(item)}>
              {rich(t('addDish'), { name: <span className="visually-hidden">{`${item.name} `}</span> })}
            </button>
          )}
        </div>
        {inCart > 0 && <p className="menu-card-incart">{t('inCart', { count: inCart })}</p>}
      </div>
    </article>
  );
}
