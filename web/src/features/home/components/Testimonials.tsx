import { TESTIMONIALS } from '../content';
import { useCarousel } from '../use-carousel';
import { HomeSection } from './HomeSection';
import { ChevronLeft, ChevronRight } from './icons';

/** Five quotes; previous and next wrap around both ways (spec §2). */
export function Testimonials() {
  const { index, next, prev } = useCarousel(TESTIMONIALS.length);
  return (
    <HomeSection className="testimonials" titleId="testimonials-title" kicker="From our guests" title="Testimonials" aria-roledescription="carousel">
      <div className="quotes" aria-live="polite">
        {TESTIMONIALS.map((t, i) => (
          <div
            key={t.name}
            className={`quote${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${TESTIMONIALS.length}`}
          >
            <figure>
              <blockquote>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption>
                <img src={t.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                <span>
                  <span className="quote-name">{t.name}</span>
                  <span className="quote-detail">{t.detail}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="quote-controls">
        <button type="button" className="icon-btn" onClick={prev} aria-label="Previous testimonial">
          <ChevronLeft />
        </button>
        <span className="quote-count" aria-hidden="true">
          {index + 1} / {TESTIMONIALS.length}
        </span>
        <button type="button" className="icon-btn" onClick={next} aria-label="Next testimonial">
          <ChevronRight />
        </button>
      </div>
    </HomeSection>
  );
}
