import { useMoney } from '@/lib/prices';
import { useT } from '@/i18n/I18n';
import './price.css';

interface PriceProps {
  price: number;
  /** The menu's price, when an offer lowers it: shown struck through after the price. */
  originalPrice?: number | undefined;
  className?: string;
}

/** A price in the restaurant's currency; with an offer, "Now $9.60 Was $12.00" (the old price struck through). */
export function Price({ price, originalPrice, className }: PriceProps) {
  const money = useMoney();
  const t = useT('common');
  if (originalPrice === undefined || originalPrice <= price) return <span className={className}>{money(price)}</span>;
  return (
    <span className={className ? `price-offer ${className}` : 'price-offer'}>
      <span className="price-now">
        <span className="visually-hidden">{`${t('priceNow')} `}</span>
        {money(price)}
      </span>{' '}
      <s className="price-was">
        <span className="visually-hidden">{`${t('priceWas')} `}</span>
        {money(originalPrice)}
      </s>
    </span>
  );
}
