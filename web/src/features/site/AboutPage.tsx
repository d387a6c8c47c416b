import { Link } from 'react-router-dom';
import { RESTAURANT, RESTAURANT_ADDRESS_LINE, RESTAURANT_MAP, RESTAURANT_STORY } from '@domain/restaurant';
import { Img } from '@/components/Img';
import { usePageMeta } from '@/lib/page-meta';
import storyArt from '@/assets/art/offer-gujarati-thali.svg?no-inline';
import { LazyMap } from './components/LazyMap';
import './site.css';

export default function AboutPage() {
  usePageMeta('About us', `The story of ${RESTAURANT.name}, our opening hours, address and how to find us. ${RESTAURANT.aboutHours}.`);
  return (
    <main id="main" className="site-page">
      <header className="site-hero">
        <div className="container">
          <p className="site-kicker">About us</p>
          <h1>The story of {RESTAURANT.name}</h1>
          <p className="site-lead">{RESTAURANT.cuisines}, cooked from scratch and served the traditional way.</p>
        </div>
      </header>

      <div className="container site-body">
        <section className="story" aria-labelledby="story-title">
          <div className="story-text">
            <h2 id="story-title">Our Story</h2>
            {RESTAURANT_STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <figure className="story-figure">
            <Img src={storyArt} alt="A Gujarati thali with dal, kadhi, sabzi, rice and rotis" width={800} height={600} className="story-img" />
            <figcaption>Our Gujarati thali.</figcaption>
          </figure>
        </section>

        <p className="site-notice" role="note">
          Images are illustrative only.
        </p>

        <section className="visit" aria-labelledby="visit-title">
          <div className="visit-card card">
            <h2 id="visit-title">Visit us</h2>
            <dl className="facts">
              <div>
                <dt>Address</dt>
                <dd>
                  <address>{RESTAURANT_ADDRESS_LINE}</address>
                </dd>
              </div>
              <div>
                <dt>Opening hours</dt>
                <dd>{RESTAURANT.aboutHours}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={RESTAURANT.phoneHref}>{RESTAURANT.phone}</a>
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</a>
                </dd>
              </div>
            </dl>
            <p className="visit-actions">
              <Link to="/booktable" className="btn">
                Book a Table
              </Link>
              <Link to="/contact" className="btn btn-secondary">
                Directions and contact
              </Link>
            </p>
          </div>

          <div className="map-card">
            <h2 className="visually-hidden">Map</h2>
            <LazyMap />
            <p className="map-link">
              <a href={RESTAURANT_MAP.linkUrl} target="_blank" rel="noopener noreferrer">
                Open the map on OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </section>
      </div>
    </main>
  );
}
