import { useT } from '@/i18n';
import { percentText, taxLineParts, type OrderRates, type PriceDollars } from '@domain/pricing';
import { toCents, toDollars } from '@domain/money';
import type { OrderType } from '@domain/orders';
import { ORDER_LIMITS } from '@domain/order-limits';
import { parseThaliItemId, thaliLimitText } from '@domain/thali-view';
import { Price } from '@/components/Price';
import { useMoney } from '@/lib/prices';
import { fixText, shortText, type ShortLines } from '../cart-problems';

export interface SummaryLine {
  _id: string;
  name: string;
  /** The price charged for one. */
  price: number;
  quantity: number;
  /** The menu's price for one, when an offer lowered it. */
  originalPrice?: number | undefined;
  offer?: { title: string } | undefined;
  note?: string | undefined;
}

interface Props {
  lines: readonly SummaryLine[];
  orderType: OrderType;
  /** The rates the figures come from: the settings' for a cart, the order's own once placed. */
  rates: OrderRates;
  price: PriceDollars;
  title?: string;
  /** When given, each line takes a note for the kitchen. */
  onNote?: (id: string, note: string) => void;
  /** When given (checkout), each line has − / + and Remove: a quantity of 0 removes the line. */
  onQuantity?: (id: string, quantity: number) => void;
  /** Lines the server could not fill: one asking for more than is left is marked in place, with the one tap that fixes it. */
  short?: ShortLines;
  /** Checkout: the most thalis an online order may take (Settings); + on a thali line stops there, saying why. */
  maxThalis?: number;
}

const lineTotal = (price: number, quantity: number) => toDollars(toCents(price) * quantity);

/** The lines and the charges of spec §9: subtotal, service or parcel charge when there is one, tax when the restaurant applies it, total. */
export function OrderSummary({ lines, orderType, rates, price, title: titleGiven, onNote, onQuantity, short = {}, maxThalis }: Props) {
  const money = useMoney();
  const t = useT('order');
  const title = titleGiven ?? t('summary');
  const thalis = lines.reduce((n, l) => n + (parseThaliItemId(l._id) ? l.quantity : 0), 0);
  const thalisFull = onQuantity !== undefined && maxThalis !== undefined && thalis >= maxThalis;
  return (
    <section className="order-summary" aria-label={title}>
      <h2>{title}</h2>
      <ul className="order-summary-lines">
        {lines.map((l) => {
          const s = short[l._id];
          // Marked while the line asks for more than is left; + stays capped at what is left after it is fixed.
          const over = s !== undefined && l.quantity > s.left;
          const thaliCapped = thalisFull && parseThaliItemId(l._id) !== null;
          return (
            <li key={l._id} className={over ? 'order-line-short' : undefined}>
              <span>
                {l.name} <span className="order-qty">× {l.quantity}</span>
                {l.offer && <span className="order-line-offer">{l.offer.title}</span>}
              </span>
              <Price
                price={lineTotal(l.price, l.quantity)}
                originalPrice={l.originalPrice === undefined ? undefined : lineTotal(l.originalPrice, l.quantity)}
              />
              {over && onQuantity && (
                <p className="order-line-left" role="alert">
                  <strong>{shortText(s)}</strong>
                  <button type="button" className="btn btn-secondary order-line-fix" onClick={() => onQuantity(l._id, Math.min(l.quantity, s.left))}>
                    {fixText(s)}
                  </button>
                </p>
              )}
              {onQuantity && (
                <div className="order-line-controls">
                  <div className="order-line-qty" role="group" aria-label={t('quantityOf', { name: l.name })}>
                    <button
                      type="button"
                      aria-label={t('decrease', { name: l.name })}
                      disabled={l.quantity <= 1}
                      onClick={() => onQuantity(l._id, l.quantity - 1)}
                    >
                      −
                    </button>
                    <span aria-live="polite">{l.quantity}</span>
                    <button
                      type="button"
                      aria-label={t('increase', { name: l.name })}
                      disabled={l.quantity >= ORDER_LIMITS.maxQuantity || (s !== undefined && l.quantity >= s.left) || thaliCapped}
                      aria-describedby={thaliCapped ? 'order-thali-limit' : undefined}
                      onClick={() => onQuantity(l._id, l.quantity + 1)}
                    >
                      +
                    </button>
                  </div>
                  <button type="button" className="order-line-remove" aria-label={t('removeNamed', { name: l.name })} onClick={() => onQuantity(l._id, 0)}>
                    {t('remove')}
                  </button>
                </div>
              )}
              {onNote ? (
                <label className="order-line-note-field">
                  <span className="visually-hidden">{t('noteFor', { name: l.name })}</span>
                  <input
                    type="text"
                    value={l.note ?? ''}
                    maxLength={ORDER_LIMITS.noteMax}
                    placeholder={t('notePlaceholder')}
                    onChange={(e) => onNote(l._id, e.target.value)}
                  />
                </label>
              ) : (
                l.note && <span className="order-line-note">{t('note', { note: l.note })}</span>
              )}
            </li>
          );
        })}
      </ul>
      {thalisFull && (
        <p
          id="order-thali-limit"
          className={thalis > maxThalis ? 'order-thali-limit form-error' : 'order-thali-limit'}
          role={thalis > maxThalis ? 'alert' : 'status'}
        >
          {thalis > maxThalis ? `${thaliLimitText(maxThalis)} ${t('thaliLower', { max: maxThalis })}` : thaliLimitText(maxThalis)}
        </p>
      )}
      <dl className="order-charges">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(price.subtotal)}</dd>
        </div>
        {price.discount > 0 && (
          <div>
            <dt>{t('discount')}</dt>
            <dd>-{money(price.discount)}</dd>
          </div>
        )}
        {((rates.chargeBp > 0 && rates.serviceCharge !== false) || price.serviceOrParcelCharge > 0) && (
          <div>
            <dt>{t(orderType === 'dine-in' ? 'chargeService' : 'chargeParcel', { percent: percentText(rates.chargeBp) })}</dt>
            <dd>{money(price.serviceOrParcelCharge)}</dd>
          </div>
        )}
        {rates.inclusive && rates.taxApplied && (
          <div>
            <dt>{t('taxableValue')}</dt>
            <dd>{money(price.taxable)}</dd>
          </div>
        )}
        {taxLineParts(rates, price).map((tax) => (
          <div key={tax.name}>
            <dt>{t(tax.included ? 'taxLineIncluded' : 'taxLine', { name: tax.name, percent: tax.percent })}</dt>
            <dd>{money(tax.amount)}</dd>
          </div>
        ))}
        {price.roundOff !== 0 && (
          <div>
            <dt>{t('roundOff')}</dt>
            <dd>{money(price.roundOff)}</dd>
          </div>
        )}
        <div className="order-total">
          <dt>{t('total')}</dt>
          <dd data-testid="order-total">{money(price.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
