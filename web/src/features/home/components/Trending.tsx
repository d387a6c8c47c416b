import { formatMoney } from '@/lib/format';
import { Img } from '@/components/Img';
import { discountPercent, TRENDING } from '../content';

export function Trending() {
  return (
    <section className="home-section" aria-labelledby="trending-title">
      <div className="container">
        <header className="section-head">
          <p className="section-kicker">What everyone is ordering</p>
          <h2 id="trending-title">Top Trending</h2>
        </header>
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
      </div>
    </section>
  );
}
