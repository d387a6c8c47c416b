import { Link } from 'react-router-dom';
import { CUISINES_TEXT } from '@domain/seo';
import { cityLine, phoneHref } from '@domain/settings';
import { OpeningHours } from '@/components/OpeningHours';
import { useSettings } from '@/lib/settings';
import { NewsletterForm } from './NewsletterForm';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/menu', label: 'Menu' },
  { to: '/order', label: 'Order' },
  { to: '/contact', label: 'Contact' },
] as const;

export function Footer() {
  const { identity } = useSettings();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-brand">
            {identity.name}
          </h2>
          <p>{CUISINES_TEXT}, cooked fresh every service.</p>
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
          <h2 id="footer-explore">Explore</h2>
          <ul>
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
          <Link to="/admin/adminlogin" className="btn btn-sm footer-admin">
            Admin
          </Link>
        </nav>

        <section className="footer-hours" aria-labelledby="footer-hours">
          <h2 id="footer-hours">Opening Hours</h2>
          <OpeningHours />
        </section>

        <section className="footer-newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Newsletter</h2>
          <p>Weekend deals and new thalis, once a month. No spam.</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="footer-bottom">
        {/* The prerendered year may be last year's until the site is built again. */}
        <div className="container" suppressHydrationWarning>
          © {new Date().getFullYear()} {identity.name}. Images are illustrative only.
        </div>
      </div>
    </footer>
  );
}
