import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { addressLine, phoneHref } from '@domain/settings';
import { Img } from '@/components/Img';
import { OpeningHours } from '@/components/OpeningHours';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useHoursText } from '@/components/hours-text';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { STORY } from './story';
import storyArt from '@/assets/art/offer-gujarati-thali.svg?no-inline';
import { LazyMap } from './components/LazyMap';
import { mapLink } from './map';
import './site.css';

export default function AboutPage() {
  const t = useT('site');
  const lang = useLang();
  const hours = useHoursText();
  usePageMeta(t('aboutTitle'), (s) => t('aboutDescription', { name: s.identity.name, hours: hours.lines(s).join('; ') }));
  const settings = useSettings();
  const { identity } = settings;
  const heading = t('storyHeading', { name: identity.name });
  return (
    <main id="main" className="site-page">
      <header className="site-hero">
        <div className="container">
          <p className="site-kicker">{t('aboutKicker')}</p>
          {/* Its length sizes the font (site.css): the saved name keeps the seeded one's lines. */}
          <h1 className="fit-heading" style={{ '--chars': heading.length } as CSSProperties}>
            {heading}
          </h1>
          <p className="site-lead">{t('aboutLead')}</p>
        </div>
      </header>

      <div className="container site-body">
        <section className="story" aria-labelledby="story-title">
          <div className="story-text">
            <h2 id="story-title">{t('ourStory')}</h2>
            {STORY.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
          </div>
          <figure className="story-figure">
            <Img src={storyArt} alt={t('storyAlt')} width={800} height={600} className="story-img" />
            <figcaption>{t('storyCaption')}</figcaption>
          </figure>
        </section>

        <p className="site-notice" role="note">
          {t('illustrative')}
        </p>

        <section className="visit" aria-labelledby="visit-title">
          <div className="visit-card card">
            <h2 id="visit-title">{t('visitUs')}</h2>
            <dl className="facts">
              <div>
                <dt>{t('address')}</dt>
                <dd className="fact-address">
                  <address>{addressLine(settings)}</address>
                </dd>
              </div>
              <div>
                <dt>{t('openingHours')}</dt>
                <dd>
                  <OpeningHours className="hours-reserved" />
                </dd>
              </div>
              <div>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={phoneHref(settings)}>{identity.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${identity.email}`}>{identity.email}</a>
                </dd>
              </div>
            </dl>
            <p className="visit-actions">
              <Link to={pathInLang('/booktable', lang)} className="btn">
                {t('bookTable')}
              </Link>
              <Link to={pathInLang('/contact', lang)} className="btn btn-secondary">
                {t('directionsAndContact')}
              </Link>
            </p>
          </div>

          <div className="map-card">
            <h2 className="visually-hidden">{t('map')}</h2>
            <LazyMap />
            <p className="map-link">
              <a href={mapLink(settings)} target="_blank" rel="noopener noreferrer">
                {t('openMap')}
                <span className="visually-hidden">{t('newTab')}</span>
              </a>
            </p>
          </div>
        </section>
      </div>
    </main>
  );
}
