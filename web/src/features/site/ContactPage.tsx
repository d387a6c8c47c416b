import { Link } from 'react-router-dom';
import { addressLine, cityLine, phoneHref } from '@domain/settings';
import { OpeningHours } from '@/components/OpeningHours';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import './site.css';

export default function ContactPage() {
  usePageMeta('Contact us', (s) => `Call, email or visit ${s.identity.name} at ${addressLine(s)}. Opening hours and directions.`);
  const settings = useSettings();
  const { identity } = settings;
  return (
    <main id="main" className="site-page">
      <header className="site-hero">
        <div className="container">
          <p className="site-kicker">Contact</p>
          <h1>Contact us</h1>
          <p className="site-lead">Questions, large bookings or feedback: we would love to hear from you.</p>
        </div>
      </header>

      <div className="container site-body">
        <ul className="contact-grid" role="list">
          <li className="card contact-card">
            <h2>Address</h2>
            <address className="contact-address">
              {identity.name}
              <br />
              {identity.address.line1}
              <br />
              {cityLine(settings)}
            </address>
          </li>
          <li className="card contact-card">
            <h2>Phone</h2>
            <p>
              <a href={phoneHref(settings)}>{identity.phone}</a>
            </p>
            <p className="hint">For parties larger than {settings.booking.maxPartySize}, please call us.</p>
          </li>
          <li className="card contact-card">
            <h2>Email</h2>
            <p>
              <a href={`mailto:${identity.email}`}>{identity.email}</a>
            </p>
            <p className="hint">We answer within one working day.</p>
          </li>
          <li className="card contact-card">
            <h2>Hours</h2>
            <OpeningHours className="hours-reserved" />
          </li>
        </ul>

        <section className="card directions" aria-labelledby="directions-title">
          <h2 id="directions-title">Directions</h2>
          <p className="directions-text">{identity.directions}</p>
          <p className="visit-actions">
            <Link to="/about" className="btn btn-secondary">
              See the map
            </Link>
            <Link to="/booktable" className="btn">
              Book a Table
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
