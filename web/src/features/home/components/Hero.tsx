import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useSettings } from '@/lib/settings';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { settingsText } from '@/lib/settings-text';

export function Hero() {
  const settings = useSettings();
  const { name } = settings.identity;
  const t = useT('home');
  const lang = useLang();
  const tagline = settingsText(settings, 'tagline', lang);
  return (
    // The art is the section's background, carried inside the page's inlined styles (home.css): it paints with the text.
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <p className="hero-kicker">{t('heroKicker')}</p>
        {/* Its length sizes the font (home.css): the saved name keeps the seeded one's line. */}
        <h1 id="hero-title" style={{ '--chars': name.length } as CSSProperties}>
          {name}
        </h1>
        <p className="hero-tagline">{tagline}</p>
        <div className="hero-actions">
          <Link to={pathInLang('/booktable', lang)} className="btn btn-lg">
            {t('bookTable')}
          </Link>
          <Link to={pathInLang('/order', lang)} className="btn btn-lg btn-on-dark">
            {t('orderNow')}
          </Link>
        </div>
      </div>
    </section>
  );
}
