import { Img } from '@/components/Img';
import { OFFERS } from '../content';
import { HomeSection } from './HomeSection';

export function Offers() {
  return (
    <HomeSection titleId="offers-title" kicker="Fresh off the tawa" title="Top Offers This Week">
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
    </HomeSection>
  );
}
