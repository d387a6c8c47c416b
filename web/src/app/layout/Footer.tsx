import { Link } from 'react-router-dom';
import { cityLine, phoneHref } from '@domain/settings';
import { OpeningHours } from '@/components/OpeningHours';
import { useSettings } from '@/lib/settings';
import { NewsletterForm } from './NewsletterForm';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';

const LINKS = [
  { to: '/about', label: 'navAbout' },
  { to: '/menu', label: 'navMenu' },
  { to: '/order', label: 'navOrder' },
  { to: '/contact', label: 'navContact' },
] as const;

export function Footer() {
  const { identity } = useSettings();
  const t = useT('common');
  const lang = useLang();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-brand">
            {identity.name}
          </h2>
          <p>{t('footerBlurb')}</p>
          <address>
            {identity.address.line1}
            <br />
            {cityLine({ identity })}
            <br />
            <a href={phoneHref({ identity })}>{identity.phone}</a>
            <br />
            <a href={`mailto:${identity.email}`}>{identity.email}</a>
          </address>
        </section>

        <nav className="footer-links" aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t('explore')}</h2>
          <ul>
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={pathInLang(l.to, lang)}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
          <Link to="/admin/adminlogin" className="btn btn-sm footer-admin">
            {t('admin')}
          </Link>
        </nav>

        <section className="footer-hours" aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t('openingHours')}</h2>
          <OpeningHours />
        </section>

        <section className="footer-newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t('newsletter')}</h2>
          <p>{t('newsletterBlurb')}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="footer-lang container">
        <LanguageSwitcher className="footer-lang-switcher" landmark={false} />
      </div>
      <div className="footer-bottom">
        {/* The prerendered year may be last year's until the site is built again. */}
        <div className="container" suppressHydrationWarning>
          {t('copyright', { year: new Date().getFullYear(), name: identity.name })}
        </div>
      </div>
    </footer>
  );
}
