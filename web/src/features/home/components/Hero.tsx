import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useSettings } from '@/lib/settings';
import heroArt from '@/assets/art/hero.svg';

export function Hero() {
  const { name, tagline } = useSettings().identity;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero-art" src={heroArt} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
      <div className="container hero-inner">
        <p className="hero-kicker">Gujarati · Rajasthani · Punjabi thalis</p>
        {/* Its length sizes the font (home.css): the saved name keeps the seeded one's line. */}
        <h1 id="hero-title" style={{ '--chars': name.length } as CSSProperties}>
          {name}
        </h1>
        <p className="hero-tagline">{tagline}</p>
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
