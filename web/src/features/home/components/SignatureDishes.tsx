import { Link } from 'react-router-dom';
import { Img } from '@/components/Img';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { SIGNATURE_DISHES } from '../content';
import { HomeSection } from './HomeSection';

export function SignatureDishes() {
  const t = useT('home');
  const lang = useLang();
  return (
    <HomeSection className="signature" titleId="signature-title" kicker={t('signatureKicker')} title={t('signatureTitle')}>
      <ul className="signature-grid" role="list">
        {SIGNATURE_DISHES.map((dish) => (
          <li key={dish.name} className="signature-card">
            <Img src={dish.image} alt={t(dish.name)} width={800} height={600} className="card-img" />
            <div className="signature-body">
              <h3>{t(dish.name)}</h3>
              <p>{t(dish.text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="section-cta">
        <Link to={pathInLang('/menu', lang)} className="btn btn-lg">
          {t('exploreMenu')}
        </Link>
      </p>
    </HomeSection>
  );
}
