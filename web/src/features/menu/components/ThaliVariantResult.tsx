import { useT } from '@/i18n';
import { VARIANT_LABEL, soldOutText, type ThaliVariant, type ThaliView } from '@domain/thali-view';
import { DietMark } from '@/components/DietMark';
import { Img } from '@/components/Img';
import { lineImage } from '@/components/thali-image';
import { thaliVariantName } from '@/components/TodaysThali';
import { useMoney } from '@/lib/prices';

interface Props {
  thali: ThaliView;
  variant: ThaliVariant;
  orderable: boolean;
  onAdd: (thali: ThaliView, variant: ThaliVariant) => void;
}

/** The day's thali in the filter's variant (Jain, say), shown first among the filtered dishes, with its own Add. */
export function ThaliVariantResult({ thali, variant, orderable, onAdd }: Props) {
  const money = useMoney();
  const t = useT('menu');
  const name = thaliVariantName(thali, variant);
  return (
    <article className="menu-card thali-result" aria-labelledby="thali-result-name">
      <div className="menu-card-media">
        <Img src={lineImage({ _id: thali.itemId, image: '' })} alt={name} width={320} height={240} className="menu-card-img" />
        <span className="menu-card-flag thali-result-flag">{t('todaysThali')}</span>
      </div>
      <div className="menu-card-body">
        <div className="menu-card-title">
          <DietMark diet={variant === 'jain' ? 'jain' : 'veg'} />
          <h3 id="thali-result-name">{name}</h3>
        </div>
        <p className="menu-card-desc">
          {thali.serviceName}, cooked {VARIANT_LABEL[variant]}: {thali.components.join(' · ')}
        </p>
        <div className="menu-card-foot">
          <span className="menu-card-price">{money(thali.price)}</span>
          {orderable ? (
            <button type="button" className="btn btn-sm" aria-label={t('addNamed', { name })} onClick={() => onAdd(thali, variant)}>
              {t('addToCart')}
            </button>
          ) : (
            <span className="thali-result-note">{thali.soldOut ? soldOutText(thali.serviceName) : t('notTakingOrders')}</span>
          )}
        </div>
      </div>
    </article>
  );
}
