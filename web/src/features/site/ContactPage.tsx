import { Link } from 'react-router-dom';
import { addressLine, cityLine, phoneHref } from '@domain/settings';
import { OpeningHours } from '@/components/OpeningHours';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { settingsText } from '@/lib/settings-text';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import './site.css';

export default function ContactPage() {
  const t = useT('site');
  const lang = useLang();
  usePageMeta(t('contactTitle'), (s) => t('contactDescription', { name: s.identity.name, address: addressLine(s) }));
  const settings = useSettings();
  const { identity } = settings;
  return (
    <main id="main" className="site-page">
      <header className="site-hero">
        <div className="container">
          <p className="site-kicker">{t('contactKicker')}</p>
          <h1>{t('contactTitle')}</h1>
          <p className="site-lead">{t('contactLead')}</p>
        </div>
      </header>

      <div className="container site-body">
        <ul className="contact-grid" role="list">
          <li className="card contact-card">
            <h2>{t('address')}</h2>
            <address className="contact-address">
              {identity.name}
              <br />
              {identity.address.line1}
              <br />
              {cityLine(settings)}
            </address>
          </li>
          <li className="card contact-card">
            <h2>{t('phone')}</h2>
            <p>
              <a href={phoneHref(settings)}>{identity.phone}</a>
            </p>
            <p className="hint">{t('partyHint', { count: settings.booking.maxPartySize })}</p>
          </li>
          <li className="card contact-card">
            <h2>{t('email')}</h2>
            <p>
              <a href={`mailto:${identity.email}`}>{identity.email}</a>
            </p>
            <p className="hint">{t('emailHint')}</p>
          </li>
          <li className="card contact-card">
            <h2>{t('hours')}</h2>
            <OpeningHours className="hours-reserved" />
          </li>
        </ul>

        <section className="card directions" aria-labelledby="directions-title">
          <h2 id="directions-title">{t('directions')}</h2>
          <p className="directions-text">{settingsText(settings, 'directions', lang)}</p>
          <p className="visit-actions">
            <Link to={pathInLang('/about', lang)} className="btn btn-secondary">
              {t('seeMap')}
            </Link>
            <Link to={pathInLang('/booktable', lang)} className="btn">
              {t('bookTable')}
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
