import { useT, type Translate } from '@/i18n';
import type { OrderType } from '@domain/orders';
import { percentText } from '@domain/pricing';
import type { Settings } from '@domain/settings';

/** The order types the restaurant offers, each with its charge as the settings set it. */
function options(ordering: Settings['ordering'], t: Translate<'order'>): Array<{ type: OrderType; title: string; text: string }> {
  const service = ordering.serviceChargeBp > 0 ? t('serviceCharge', { percent: percentText(ordering.serviceChargeBp) }) : t('noServiceCharge');
  const parcel = ordering.parcelChargeBp > 0 ? t('parcelCharge', { percent: percentText(ordering.parcelChargeBp) }) : t('noParcelCharge');
  const all = [
    { type: 'dine-in' as const, title: t('dineIn'), text: `${t('dineInText')} ${service}` },
    { type: 'takeaway' as const, title: t('takeaway'), text: `${t('takeawayText')} ${parcel}` },
  ];
  return all.filter((o) => ordering.orderTypes.includes(o.type));
}

function PlateIcon() {
  return (
    <svg className="ordertype-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="15" fill="#fde7c8" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="24" cy="24" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5 9v10a3 3 0 0 0 3 3v17M8 9v9M11 9v10a3 3 0 0 1-3 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M42 9c-3 2-4 6-4 11h4v19" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function BagIcon() {
  return (
    <svg className="ordertype-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M10 16h28l-2 26H12z" fill="#fde7c8" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M18 20v-6a6 6 0 0 1 12 0v6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

interface Props {
  ordering: Settings['ordering'];
  selected: OrderType | null;
  onChoose: (type: OrderType) => void;
  /** A type the kitchen has paused (takeaway, issue 41): its choice says so, with the kitchen's message, instead of being offered. */
  paused?: Partial<Record<OrderType, string>>;
}

/** Dine-in or takeaway, as large choices: only the ones the restaurant offers. */
export function OrderTypeChooser({ ordering, selected, onChoose, paused = {} }: Props) {
  const t = useT('order');
  return (
    <div className="ordertype-choices" role="group" aria-label={t('chooser')}>
      {options(ordering, t).map((o) => {
        const why = paused[o.type];
        return (
          <button
            key={o.type}
            type="button"
            className="ordertype-choice"
            aria-pressed={!why && selected === o.type}
            disabled={why !== undefined}
            onClick={() => onChoose(o.type)}
          >
            {o.type === 'dine-in' ? <PlateIcon /> : <BagIcon />}
            <span className="ordertype-title">
              {o.title}
              {why && <span className="ordertype-paused-tag"> {t('paused')}</span>}
            </span>
            <span className={why ? 'ordertype-text ordertype-paused' : 'ordertype-text'}>{why ?? o.text}</span>
          </button>
        );
      })}
    </div>
  );
}
