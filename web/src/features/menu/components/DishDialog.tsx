import { useLang, useT } from '@/i18n';
import { allergenList } from '../allergens';
import { SPICE_KEY } from '@/components/DietMark';
import { useCallback } from 'react';
import { DietMark } from '@/components/DietMark';
import { Img } from '@/components/Img';
import { LoadError } from '@/components/LoadError';
import { Modal } from '@/components/Modal';
import { Price } from '@/components/Price';
import { errorMessage, hasCode } from '@/lib/api-client';
import type { PriceNow } from '@/lib/prices';
import { useResource } from '@/lib/use-resource';
import { getDish, type MenuItem } from '@/api/menu';
import './dish-dialog.css';

interface Props {
  id: string;
  /** The dish from the menu already on the page; without it (opened from an address before the menu came, say) it is asked for. */
  item: MenuItem | null;
  priceOf: (item: MenuItem) => PriceNow;
  inCart: number;
  onAdd: (item: MenuItem) => void;
  onClose: () => void;
}

export const DISH_GONE = 'This dish is not on the menu any more.';

/** A dish in full, over the menu (?dish=<id>): the whole description, diet mark, spice, allergens, price and offer, and Add. */
export function DishDialog({ id, item, priceOf, inCart, onAdd, onClose }: Props) {
  const load = useCallback((signal: AbortSignal) => getDish(id, signal), [id]);
  const fetched = useResource(item ? null : load);
  const dish = item ?? fetched.data;
  const gone = hasCode(fetched.error, 'not_found');
  const t = useT('menu');

  return (
    <Modal titleId="dish-title" onClose={onClose} className="modal dish-dialog">
      <div className="dish-dialog-head">
        <h2 id="dish-title">{dish ? dish.name : t('dishDetails')}</h2>
        <button type="button" className="icon-btn" aria-label={t('closeDish')} onClick={onClose} data-autofocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {dish ? (
        <DishBody dish={dish} price={priceOf(dish)} inCart={inCart} onAdd={onAdd} />
      ) : gone ? (
        <p className="empty-state">{t('dishGone')}</p>
      ) : fetched.error ? (
        <LoadError message={errorMessage(fetched.error, t('dishFailed'))} onRetry={fetched.reload} />
      ) : (
        <p role="status">{t('loadingDish')}</p>
      )}
    </Modal>
  );
}

function DishBody({ dish, price, inCart, onAdd }: { dish: MenuItem; price: PriceNow; inCart: number; onAdd: (item: MenuItem) => void }) {
  const t = useT('menu');
  const lang = useLang();
  const spice = t(SPICE_KEY[dish.spiceLevel] ?? 'spice3');
  return (
    <>
      <Img src={dish.image} alt={dish.name} width={640} height={480} className="dish-dialog-img" />
      <p className="dish-dialog-marks">
        <DietMark diet={dish.diet} withText />
        {/* In words: a chilli emoji is a blank box on a phone without an emoji font. */}
        <span className="dish-dialog-spice">{dish.spiceLevel > 0 ? t('spice', { level: spice }) : t('spice0')}</span>
      </p>
      {dish.description && <p className="dish-dialog-desc">{dish.description}</p>}
      <h3 className="dish-dialog-sub">{t('allergens')}</h3>
      <p className="dish-dialog-allergens">{dish.allergens.length > 0 ? t('contains', { list: allergenList(t, lang, dish.allergens) }) : t('noAllergens')}</p>
      <div className="dish-dialog-foot">
        <div>
          <Price className="dish-dialog-price" price={price.price} originalPrice={price.originalPrice} />
          {price.offer && <p className="dish-dialog-offer">{t('offerOff', { title: price.offer.title, percent: price.offer.percentOff })}</p>}
        </div>
        {dish.soldOut ? (
          <button type="button" className="btn btn-ghost" disabled>
            {t('soldOut')}
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => onAdd(dish)}>
            {t('addToCart')}
          </button>
        )}
      </div>
      {inCart > 0 && (
        <p className="dish-dialog-incart" aria-live="polite">
          {t('inCart', { count: inCart })}
        </p>
      )}
    </>
  );
}
