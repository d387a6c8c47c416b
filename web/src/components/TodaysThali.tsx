import { useCallback, useState } from 'react';
import { VARIANT_LABEL, type ThaliNow, type ThaliVariant, type ThaliView } from '@domain/thali-view';
import { getThaliNow } from '@/api/thali';
import { useHydrated } from '@/lib/hydration';
import { useMoney } from '@/lib/prices';
import { useResource } from '@/lib/use-resource';
import { useCart } from '@/stores/cart';
import { useLang, useT } from '@/i18n/I18n';
import { LANG_INFO, type Lang } from '@/i18n/languages';
import './todays-thali.css';

/**
 * Plates left are asked for again this often while the page is open and visible (a hidden tab asks nothing). A minute,
 * as long as Hosting's CDN keeps the page itself: the count is a guide (checkout says what is left when it is short),
 * and each ask is a function call and three reads.
 */
const REFRESH_MS = 60_000;

/** "Saturday 28 November" (English as it always read), or the language's own weekday and month, Latin digits. */
const dayLabel = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : LANG_INFO[lang].intl, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date}T00:00:00Z`));

const VARIANT_KEY = {
  regular: 'variantRegular',
  jain: 'variantJain',
  'no-onion-garlic': 'variantNoOnionGarlic',
  vrat: 'variantVrat',
} as const satisfies Record<ThaliVariant, string>;

/** A service's name inside a sentence: "Sold out for lunch" in English; as the owner wrote it in the other languages. */
const serviceInText = (name: string, lang: Lang) => (lang === 'en' ? name.toLowerCase() : name);

/** The guest's words for the thali's state: sold out, what comes next, a variant's name. */
function useThaliWords() {
  const t = useT('common');
  const lang = useLang();
  return {
    t,
    lang,
    variant: (v: ThaliVariant) => t(VARIANT_KEY[v]),
    soldOut: (service: string) => t('soldOutFor', { service: serviceInText(service, lang) }),
    soldOutNext: (service: string, next: string) => t('soldOutNext', { service: serviceInText(service, lang), next: serviceInText(next, lang) }),
  };
}

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
  const words = useThaliWords();
  const { t } = words;
  const [variant, setVariant] = useState<ThaliVariant>(thali.variants[0]!);
  const id = `thali-${thali.date}-${thali.service}`;
  return (
    <article className="thali-card" aria-labelledby={`${id}-name`}>
      <p className="thali-kicker">
        {thali.serviceName} · {dayLabel(thali.date, words.lang)}
        {thali.special && <span className="badge thali-special">{t('special')}</span>}
      </p>
      <div className="thali-title">
        <h2 id={`${id}-name`}>{thali.name}</h2>
        <p className="thali-price">{money(thali.price)}</p>
      </div>
      <p className="thali-components">{thali.components.join(' · ')}</p>
      <ul className="thali-variants" aria-label={t('variants')}>
        {thali.variants.map((v) => (
          <li key={v} className="badge">
            {words.variant(v)}
          </li>
        ))}
      </ul>
      <p className="thali-refill">{thali.refill.policy === 'unlimited' ? t('unlimitedRefills') : t('refills', { note: thali.refill.note })}</p>
      <div className="thali-foot">
        <p className={thali.soldOut ? 'thali-left is-out' : 'thali-left'} aria-live="polite">
          {thali.soldOut ? words.soldOut(thali.serviceName) : t.count('platesLeft', thali.platesLeft)}
        </p>
        {orderable && !thali.soldOut && (
          <div className="thali-order">
            {thali.variants.length > 1 && (
              <>
                <label htmlFor={`${id}-variant`} className="visually-hidden">
                  {t('variant')}
                </label>
                <select id={`${id}-variant`} value={variant} onChange={(e) => setVariant(e.target.value as ThaliVariant)}>
                  {thali.variants.map((v) => (
                    <option key={v} value={v}>
                      {words.variant(v)}
                    </option>
                  ))}
                </select>
              </>
            )}
            <button type="button" className="btn" onClick={() => onAdd(thali, variant)}>
              {t('addToCart')}
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
  const words = useThaliWords();
  const [added, setAdded] = useState('');
  if (!now) return reserve ? <div className="todays-thali is-loading" aria-hidden="true" /> : null;
  const { current, next } = now;
  if (!current) return null;
  const add = (t: ThaliView, v: ThaliVariant) => {
    const line = thaliCartLine(t, v);
    cart.add(line);
    setAdded(words.t('addedToCart', { name: line.name }));
  };
  const shown = current.soldOut && next ? next : current;
  return (
    <section className="todays-thali" aria-label={words.t('todaysThali')}>
      {current.soldOut && next && (
        <p className="thali-soldout" role="status">
          {words.soldOutNext(current.serviceName, next.serviceName)}
        </p>
      )}
      <ThaliCard thali={shown} orderable={thaliOrderable(now, shown)} onAdd={add} />
      <p className="visually-hidden" aria-live="polite">
        {added}
      </p>
    </section>
  );
}
