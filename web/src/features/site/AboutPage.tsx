import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { addressLine, hoursLines, phoneHref } from '@domain/settings';
import { Img } from '@/components/Img';
import { OpeningHours } from '@/components/OpeningHours';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { STORY } from './story';
import storyArt from '@/assets/art/offer-gujarati-thali.svg?no-inline';
import { LazyMap } from './components/LazyMap';
import { mapLink } from './map';
import './site.css';

export default function AboutPage() {
  usePageMeta('About us', (s) => `The story of ${s.identity.name}, our opening hours, address and how to find us. ${hoursLines(s).join('; ')}.`);
  const settings = useSettings();
  const { identity } = settings;
  const heading = `The story of ${identity.name}`;
  return (
    <main id="main" className="site-page">
      <header className="site-hero">
        <div className="container">
          <p className="site-kicker">About us</p>
          {/* Its length sizes the font (site.css): the saved name keeps the seeded one's lines. */}
          <h1 className="fit-heading" style={{ '--chars': heading.length } as CSSProperties}>
            {heading}
          </h1>
          <p className="site-lead">Gujarati, Rajasthani and Punjabi thalis, cooked from scratch and served the traditional way.</p>
        </div>
      </header>

      <div className="container site-body">
        <section className="story" aria-labelledby="story-title">
          <div className="story-text">
            <h2 id="story-title">Our Story</h2>
            {STORY.map((paragraph) => (
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
                <dd className="fact-address">
                  <address>{addressLine(settings)}</address>
                </dd>
              </div>
              <div>
                <dt>Opening hours</dt>
                <dd>
                  <OpeningHours className="hours-reserved" />
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={phoneHref(settings)}>{identity.phone}</a>
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${identity.email}`}>{identity.email}</a>
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
              <a href={mapLink(settings)} target="_blank" rel="noopener noreferrer">
                Open the map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </section>
      </div>
    </main>
  );
}
