import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Img } from '@/components/Img';
import { DEALS } from '../content';
import { useCarousel } from '../use-carousel';
import { Countdown } from './Countdown';
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from './icons';

/** Weekend Deals (spec §2): autoplay every 4000 ms, held on hover and focus, off under reduced motion. */
export const DEALS_AUTOPLAY_MS = 4000;

export function DealsCarousel() {
  const carousel = useCarousel(DEALS.length, { autoplayMs: DEALS_AUTOPLAY_MS });
  const { index, next, prev, goTo, canPlay, stopped, setStopped, setHeld } = carousel;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    }
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
  };

  return (
    <section
      className="home-section deals"
      aria-roledescription="carousel"
      aria-labelledby="deals-title"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="container">
        <header className="section-head section-head-row">
          <div>
            <p className="section-kicker">This weekend only</p>
            <h2 id="deals-title">Weekend Deals</h2>
          </div>
          <div className="carousel-controls">
            <button type="button" className="icon-btn" onClick={prev} aria-label="Previous deal">
              <ChevronLeft />
            </button>
            {canPlay && (
              <button type="button" className="icon-btn" onClick={() => setStopped(!stopped)} aria-label={stopped ? 'Play deals' : 'Pause deals'}>
                {stopped ? <PlayIcon /> : <PauseIcon />}
              </button>
            )}
            <button type="button" className="icon-btn" onClick={next} aria-label="Next deal">
              <ChevronRight />
            </button>
          </div>
        </header>

        <div className="slides" aria-live={carousel.playing ? 'off' : 'polite'}>
          {DEALS.map((deal, i) => (
            <div
              key={deal.id}
              className={`deal-slide${i === index ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${DEALS.length}: ${deal.title}`}
            >
              <Img src={deal.image} alt={deal.title} width={800} height={600} className="deal-img" />
              <div className="deal-body">
                <p className="deal-offer">{deal.offer}</p>
                <h3>{deal.title}</h3>
                <p>{deal.blurb}</p>
                <Countdown ends={deal.ends} label={deal.endsLabel} />
                <Link to={deal.to} className="btn btn-lg deal-cta" aria-label={`SHOP NOW: ${deal.title}`}>
                  SHOP NOW
                </Link>
              </div>
            </div>
          ))}
        </div>

        <div className="carousel-dots">
          {DEALS.map((deal, i) => (
            <button key={deal.id} type="button" className="dot" aria-label={`Show deal ${i + 1}: ${deal.title}`} aria-current={i === index ? 'true' : undefined} onClick={() => goTo(i)}>
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
