import { useSettings } from '@/lib/settings';
import { useT } from '@/i18n/I18n';
import { dishesOf, type HomeMenu } from '../use-home-menu';
import { HomeEmpty } from './HomeEmpty';
import { HomeSection } from './HomeSection';

/** Cards the prerendered page keeps room for while the dishes load: the seeded eight. */
const PLACEHOLDERS = 8;

/** Top Trending: the dishes the owner chose, with the original price and the discount only while an offer lowers it. */
export function Trending({ menu }: { menu: HomeMenu }) {
  const { home } = useSettings();
  const t = useT('home');
  const dishes = dishesOf(menu, home.trendingItemIds);
  return (
    <HomeSection titleId="trending-title" kicker={t('trendingKicker')} title={t('trendingTitle')}>
      {menu.status === 'ready' && dishes?.length ? (
        <menu.cards.TrendingGrid dishes={dishes} />
      ) : dishes?.length === 0 ? (
        <HomeEmpty failed={menu.status === 'failed'} text={t('noTrending')} />
      ) : (
        <ul className="trending-grid" role="list" aria-busy="true">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} className="trending-card is-skeleton" aria-hidden="true">
              <span className="card-img home-skeleton-img" />
              <div className="trending-body">
                <h3>&nbsp;</h3>
                <p className="trending-prices">&nbsp;</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
