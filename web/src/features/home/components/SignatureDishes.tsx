import { Link } from 'react-router-dom';
import { Img } from '@/components/Img';
import { SIGNATURE_DISHES } from '../content';
import { HomeSection } from './HomeSection';

export function SignatureDishes() {
  return (
    <HomeSection className="signature" titleId="signature-title" kicker="Cooked the way our families do" title="Our Signature Dishes">
      <ul className="signature-grid" role="list">
        {SIGNATURE_DISHES.map((dish) => (
          <li key={dish.name} className="signature-card">
            <Img src={dish.image} alt={dish.name} width={800} height={600} className="card-img" />
            <div className="signature-body">
              <h3>{dish.name}</h3>
              <p>{dish.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="section-cta">
        <Link to="/menu" className="btn btn-lg">
          Explore Full Menu
        </Link>
      </p>
    </HomeSection>
  );
}
