import { Link } from 'react-router-dom';
import { RESTAURANT, RESTAURANT_ADDRESS_LINE } from '@domain/restaurant';
import { HoursLine } from '@/components/HoursLine';
import { usePageMeta } from '@/lib/page-meta';
import './site.css';

export default function ContactPage() {
  usePageMeta('Contact us', `Call, email or visit ${RESTAURANT.name} at ${RESTAURANT_ADDRESS_LINE}. Opening hours and directions.`);
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
            <address>
              {RESTAURANT.name}
              <br />
              {RESTAURANT.address.line1}
              <br />
              {RESTAURANT.address.city}, {RESTAURANT.address.region} {RESTAURANT.address.postcode}
            </address>
          </li>
          <li className="card contact-card">
            <h2>Phone</h2>
            <p>
              <a href={RESTAURANT.phoneHref}>{RESTAURANT.phone}</a>
            </p>
            <p className="hint">For parties larger than 10, please call us.</p>
          </li>
          <li className="card contact-card">
            <h2>Email</h2>
            <p>
              <a href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</a>
            </p>
            <p className="hint">We answer within one working day.</p>
          </li>
          <li className="card contact-card">
            <h2>Hours</h2>
            {RESTAURANT.footerHours.map((line) => (
              <p key={line}>
                <HoursLine text={line} />
              </p>
            ))}
          </li>
        </ul>

        <section className="card directions" aria-labelledby="directions-title">
          <h2 id="directions-title">Directions</h2>
          <p>{RESTAURANT.directions}</p>
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
