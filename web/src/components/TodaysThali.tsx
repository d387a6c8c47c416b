import { useCallback, useState } from 'react';
import { VARIANT_LABEL, soldOutText, type ThaliNow, type ThaliVariant, type ThaliView } from '@domain/thali-view';
import { getThaliNow } from '@/api/thali';
import { useHydrated } from '@/lib/hydration';
import { useMoney } from '@/lib/prices';
import { useResource } from '@/lib/use-resource';
import { useCart } from '@/stores/cart';
import './todays-thali.css';

/**
 * Plates left are asked for again this often while the page is open and visible (a hidden tab asks nothing). A minute,
 * as long as Hosting's CDN keeps the page itself: the count is a guide (checkout says what is left when it is short),
 * and each ask is a function call and three reads.
 */
const REFRESH_MS = 60_000;

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The thali now and next. The page's HTML draws the one it was rendered with, which may be a minute old (Hosting's CDN
 * keeps the page): once the page is live it asks for the plates left now, and the card takes them in place (the same
 * card, only its words change); then refreshed.
 */
export function useThaliNow(initial: ThaliNow | null): ThaliNow | null {
  const hydrated = useHydrated();
  const load = useCallback((signal: AbortSignal) => getThaliNow(signal), []);
  return useResource(hydrated ? load : null, { refreshEvery: REFRESH_MS }).data ?? initial;
}

function ThaliCard({ thali, orderable, onAdd }: { thali: ThaliView; orderable: boolean; onAdd: (t: ThaliView, v: ThaliVariant) => void }) {
  const money = useMoney();
  const [variant, setVariant] = useState<ThaliVariant>(thali.variants[0]!);
  const id = `thali-${thali.date}-${thali.service}`;
  return (
    <article className="thali-card" aria-labelledby={`${id}-name`}>
      <p className="thali-kicker">
        {thali.serviceName} · {dayLabel(thali.date)}
        {thali.special && <span className="badge thali-special">Special</span>}
      </p>
      <div className="thali-title">
        <h2 id={`${id}-name`}>{thali.name}</h2>
        <p className="thali-price">{money(thali.price)}</p>
      </div>
      <p className="thali-components">{thali.components.join(' · ')}</p>
      <ul className="thali-variants" aria-label="Variants">
        {thali.variants.map((v) => (
          <li key={v} className="badge">
            {VARIANT_LABEL[v]}
          </li>
        ))}
      </ul>
      <p className="thali-refill">{thali.refill.policy === 'unlimited' ? 'Unlimited refills' : `Refills: ${thali.refill.note}`}</p>
      <div className="thali-foot">
        <p className={thali.soldOut ? 'thali-left is-out' : 'thali-left'} aria-live="polite">
          {thali.soldOut ? soldOutText(thali.serviceName) : `${thali.platesLeft} ${thali.platesLeft === 1 ? 'plate' : 'plates'} left`}
        </p>
        {orderable && !thali.soldOut && (
          <div className="thali-order">
            {thali.variants.length > 1 && (
              <>
                <label htmlFor={`${id}-variant`} className="visually-hidden">
                  Variant
                </label>
                <select id={`${id}-variant`} value={variant} onChange={(e) => setVariant(e.target.value as ThaliVariant)}>
                  {thali.variants.map((v) => (
                    <option key={v} value={v}>
                      {VARIANT_LABEL[v]}
                    </option>
                  ))}
                </select>
              </>
            )}
            <button type="button" className="btn" onClick={() => onAdd(thali, variant)}>
              Add to cart
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

/** The thali's name as the cart and the kitchen read it: "Kathiyawadi Thali (Jain)" for a variant. */
export const thaliVariantName = (t: Pick<ThaliView, 'name'>, v: ThaliVariant) => (v === 'regular' ? t.name : `${t.name} (${VARIANT_LABEL[v]})`);

/** The cart line of one plate of the thali in this variant. */
export const thaliCartLine = (t: ThaliView, v: ThaliVariant) => ({
  _id: t.itemId,
  name: thaliVariantName(t, v),
  price: t.price,
  image: '',
  category: "Today's Thali",
  variant: v,
});

/** The thali a guest sees: the service's, or the next one's once it is sold out; null when no thali is set. */
export const shownThali = (now: ThaliNow | null): ThaliView | null => (!now?.current ? null : now.current.soldOut && now.next ? now.next : now.current);

/** Whether this thali can be added to the cart now: its service is taking orders and it has plates left. */
export const thaliOrderable = (now: ThaliNow, t: ThaliView) => t === now.current && !t.soldOut && now.orderable === t.itemId;

/**
 * Today's Thali at the top of the home page and the menu: the service's thali with its plates left, or, once it is sold
 * out, the notice and the next service's thali. Nothing when no thali is set.
 */
export function TodaysThali({ initial, reserve = false }: { initial: ThaliNow | null; reserve?: boolean }) {
  return <TodaysThaliCard now={useThaliNow(initial)} reserve={reserve} />;
}

/** Today's Thali from a thali already asked for (the menu shares it with its diet filter). */
export function TodaysThaliCard({ now, reserve = false }: { now: ThaliNow | null; reserve?: boolean }) {
  const cart = useCart();
  const [added, setAdded] = useState('');
  if (!now) return reserve ? <div className="todays-thali is-loading" aria-hidden="true" /> : null;
  const { current, next } = now;
  if (!current) return null;
  const add = (t: ThaliView, v: ThaliVariant) => {
    const line = thaliCartLine(t, v);
    cart.add(line);
    setAdded(`${line.name} added to cart.`);
  };
  const shown = current.soldOut && next ? next : current;
  return (
    <section className="todays-thali" aria-label="Today's Thali">
      {current.soldOut && next && (
        <p className="thali-soldout" role="status">
          {soldOutText(current.serviceName)}. Next: {next.serviceName.toLowerCase()}.
        </p>
      )}
      <ThaliCard thali={shown} orderable={thaliOrderable(now, shown)} onAdd={add} />
      <p className="visually-hidden" aria-live="polite">
        {added}
      </p>
    </section>
  );
}
