import { Link } from 'react-router-dom';
import { Img } from '@/components/Img';
import { SIGNATURE_DISHES } from '../content';

export function SignatureDishes() {
  return (
    <section className="home-section signature" aria-labelledby="signature-title">
      <div className="container">
        <header className="section-head">
          <p className="section-kicker">Cooked the way our families do</p>
          <h2 id="signature-title">Our Signature Dishes</h2>
        </header>
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
      </div>
    </section>
  );
}
