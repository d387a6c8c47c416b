import type { ComponentProps, ReactNode } from 'react';
import type { HomeMenu } from '../use-home-menu';
import { HomeEmpty } from './HomeEmpty';
import { useT } from '@/i18n/I18n';

/** The Weekend Deals band, the same element while the deals load and once they are shown. */
export function DealsSection({ children, ...events }: Omit<ComponentProps<'section'>, 'className'>) {
  return (
    <section className="home-section deals" aria-roledescription="carousel" aria-labelledby="deals-title" {...events}>
      <div className="container">{children}</div>
    </section>
  );
}

/** The band's heading, and beside it the carousel's controls. */
export function DealsHead({ children }: { children?: ReactNode }) {
  const t = useT('home');
  return (
    <header className="section-head section-head-row">
      <div>
        <p className="section-kicker">{t('dealsKicker')}</p>
        <h2 id="deals-title">{t('dealsTitle')}</h2>
      </div>
      {children}
    </header>
  );
}

/**
 * Weekend Deals: the carousel once the menu has arrived; until then the deals' room, a slide
 * of the same shape with the controls and dots kept unseen, so nothing below moves.
 */
export function Deals({ menu }: { menu: HomeMenu }) {
  const t = useT('home');
  if (menu.status === 'ready') {
    const { DealsCarousel } = menu.cards;
    return <DealsCarousel byId={menu.byId} />;
  }
  return (
    <DealsSection>
      <DealsHead>
        <div className="carousel-controls is-placeholder" aria-hidden="true">
          <span className="icon-btn" />
        </div>
      </DealsHead>
      {menu.status === 'failed' ? (
        <HomeEmpty failed text="" />
      ) : (
        <>
          <div className="slides" aria-busy="true">
            <div className="deal-slide is-active is-skeleton" aria-hidden="true">
              <span className="deal-img home-skeleton-img" />
              <div className="deal-body">
                <p className="deal-offer">&nbsp;</p>
                <h3>&nbsp;</h3>
                <p>&nbsp;</p>
                <div className="countdown">
                  <p className="countdown-label">&nbsp;</p>
                  <div className="countdown-units">
                    {(['days', 'hours', 'mins', 'secs'] as const).map((unit) => (
                      <span key={unit} className="countdown-unit">
                        <span className="countdown-value">--</span>
                        <span className="countdown-name">{t(unit)}</span>
                      </span>
                    ))}
                  </div>
                </div>
                <span className="btn btn-lg deal-cta">{t('shopNow')}</span>
              </div>
            </div>
          </div>
          <div className="carousel-dots is-placeholder" aria-hidden="true">
            <span className="dot" />
          </div>
        </>
      )}
    </DealsSection>
  );
}
