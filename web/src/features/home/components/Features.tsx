import { useT } from '@/i18n/I18n';
import { FEATURES } from '../content';

export function Features() {
  const t = useT('home');
  return (
    <section className="home-section features" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="visually-hidden">
          {t('featuresTitle')}
        </h2>
        <ul className="feature-grid" role="list">
          {FEATURES.map((f) => (
            <li key={f.title} className="feature">
              <img src={f.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
              <h3>{t(f.title)}</h3>
              <p>{t(f.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
