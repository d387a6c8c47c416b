import { formatMoney } from '@/lib/format';
import { Img } from '@/components/Img';
import { discountPercent, TRENDING } from '../content';
import { HomeSection } from './HomeSection';

export function Trending() {
  return (
    <HomeSection titleId="trending-title" kicker="What everyone is ordering" title="Top Trending">
      <ul className="trending-grid" role="list">
        {TRENDING.map((item) => {
          const off = discountPercent(item.price, item.originalPrice);
          return (
            <li key={item.name} className="trending-card">
              <div className="trending-media">
                <Img src={item.image} alt={item.name} width={800} height={600} className="card-img" />
                <span className="discount-badge">{off}% OFF</span>
              </div>
              <div className="trending-body">
                <h3>{item.name}</h3>
                <p className="trending-prices">
                  <span className="price-now">
                    <span className="visually-hidden">Now </span>
                    {formatMoney(item.price)}
                  </span>{' '}
                  <s className="price-was">
                    <span className="visually-hidden">Was </span>
                    {formatMoney(item.originalPrice)}
                  </s>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
