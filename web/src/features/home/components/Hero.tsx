import { Link } from 'react-router-dom';
import { RESTAURANT } from '@domain/restaurant';
import heroArt from '@/assets/art/hero.svg';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero-art" src={heroArt} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
      <div className="container hero-inner">
        <p className="hero-kicker">Gujarati · Rajasthani · Punjabi thalis</p>
        <h1 id="hero-title">{RESTAURANT.name}</h1>
        <p className="hero-tagline">{RESTAURANT.tagline}</p>
        <div className="hero-actions">
          <Link to="/booktable" className="btn btn-lg">
            Book A Table
          </Link>
          <Link to="/order" className="btn btn-lg btn-on-dark">
            Order Now
          </Link>
        </div>
      </div>
    </section>
  );
}
