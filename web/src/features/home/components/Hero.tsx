import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useSettings } from '@/lib/settings';

export function Hero() {
  const { name, tagline } = useSettings().identity;
  return (
    // The art is the section's background, carried inside the page's inlined styles (home.css): it paints with the text.
    <section className="hero" aria-labelledby="hero-title">
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
