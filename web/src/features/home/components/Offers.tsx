import { Img } from '@/components/Img';
import { OFFERS } from '../content';

export function Offers() {
  return (
    <section className="home-section" aria-labelledby="offers-title">
      <div className="container">
        <header className="section-head">
          <p className="section-kicker">Fresh off the tawa</p>
          <h2 id="offers-title">Top Offers This Week</h2>
        </header>
        <ul className="offer-grid" role="list">
          {OFFERS.map((offer) => (
            <li key={offer.name} className="offer-card">
              <Img src={offer.image} alt={offer.name} width={800} height={600} className="card-img" />
              <div className="offer-body">
                <h3>{offer.name}</h3>
                <p className="offer-price">{offer.price}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
