import { useSettings } from '@/lib/settings';
import { useT } from '@/i18n/I18n';
import { dishesOf, type HomeMenu } from '../use-home-menu';
import { HomeEmpty } from './HomeEmpty';
import { HomeSection } from './HomeSection';

/** Cards the prerendered page keeps room for while the dishes load: the seeded five. */
const PLACEHOLDERS = 5;

/** 'Top Offers This Week' (spec §2): the dishes the owner chose, at the price the server charges now. */
export function Offers({ menu }: { menu: HomeMenu }) {
  const { home } = useSettings();
  const t = useT('home');
  const dishes = dishesOf(menu, home.topOfferItemIds);
  return (
    <HomeSection titleId="offers-title" kicker={t('offersKicker')} title={t('offersTitle')}>
      {menu.status === 'ready' && dishes?.length ? (
        <menu.cards.OfferGrid dishes={dishes} />
      ) : dishes?.length === 0 ? (
        <HomeEmpty failed={menu.status === 'failed'} text={t('noOffers')} />
      ) : (
        <ul className="offer-grid" role="list" aria-busy="true">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} className="offer-card is-skeleton" aria-hidden="true">
              <span className="card-img home-skeleton-img" />
              <div className="offer-body">
                <h3>&nbsp;</h3>
                <p className="offer-price">&nbsp;</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
