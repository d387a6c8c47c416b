import { useT } from '@/i18n/I18n';
import { TESTIMONIALS } from '../content';
import { useCarousel } from '../use-carousel';
import { HomeSection } from './HomeSection';
import { ChevronLeft, ChevronRight } from './icons';

/** Five quotes; previous and next wrap around both ways (spec §2). */
export function Testimonials() {
  const { index, next, prev } = useCarousel(TESTIMONIALS.length);
  const tr = useT('home');
  return (
    <HomeSection
      className="testimonials"
      titleId="testimonials-title"
      kicker={tr('testimonialsKicker')}
      title={tr('testimonialsTitle')}
      aria-roledescription="carousel"
    >
      <div className="quotes" aria-live="polite">
        {TESTIMONIALS.map((t, i) => (
          <div
            key={t.name}
            className={`quote${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={tr('slideOf', { n: i + 1, total: TESTIMONIALS.length })}
          >
            <figure>
              <blockquote>
                <p>{tr(t.quote)}</p>
              </blockquote>
              <figcaption>
                <img src={t.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                <span>
                  <span className="quote-name">{t.name}</span>
                  <span className="quote-detail">{tr(t.detail)}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="quote-controls">
        <button type="button" className="icon-btn" onClick={prev} aria-label={tr('prevTestimonial')}>
          <ChevronLeft />
        </button>
        <span className="quote-count" aria-hidden="true">
          {index + 1} / {TESTIMONIALS.length}
        </span>
        <button type="button" className="icon-btn" onClick={next} aria-label={tr('nextTestimonial')}>
          <ChevronRight />
        </button>
      </div>
    </HomeSection>
  );
}
