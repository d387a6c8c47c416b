import { pathInLang, useLang, useT, type Translate } from '@/i18n';
import { useNavigate } from 'react-router-dom';
import { toCents, toDollars } from '@domain/money';
import type { Settings } from '@domain/settings';
import { Img } from '@/components/Img';
import { Modal } from '@/components/Modal';
import { Price } from '@/components/Price';
import { lineImage } from '@/components/thali-image';
import { useMoney, usePricedLines } from '@/lib/prices';
import { notify } from '@/lib/notify';
import { useSettings } from '@/lib/settings';
import { MAX_QUANTITY, useCart } from '@/stores/cart';

const lineTotal = (price: number, quantity: number) => toDollars(toCents(price) * quantity);

/** What checkout adds to the subtotal, as the settings have it: "Service or parcel charge and GST are added at checkout." */
function chargesHint({ ordering, tax }: Pick<Settings, 'ordering' | 'tax'>, t: Translate<'cart'>): string {
  const [only] = ordering.orderTypes;
  const charge = t(ordering.orderTypes.length > 1 ? 'chargeBoth' : only === 'takeaway' ? 'chargeParcel' : 'chargeService');
  return tax.applies ? t('chargesAndTax', { charge, tax: tax.name }) : t('chargesOnly', { charge });
}

/** The cart as a side drawer: quantities, remove, subtotal and checkout (spec §2 /menu). Prices are the ones the server charges now. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const { lines, subtotal } = usePricedLines(cart.lines);
  const money = useMoney();
  const settings = useSettings();
  const navigate = useNavigate();
  const t = useT('cart');
  const tm = useT('menu');
  const lang = useLang();
  const emptyToast = t('emptyToast');

  const checkout = () => {
    if (lines.length === 0) {
      notify((toast) => toast.error(emptyToast, { toastId: 'cart-empty' }));
      return;
    }
    navigate(pathInLang('/orderconfirmationpage', lang));
  };

  return (
    <Modal titleId="cart-title" onClose={onClose} className="drawer" backdropClassName="drawer-backdrop">
      <div className="drawer-head">
        <h2 id="cart-title">{t('title')}</h2>
        <button type="button" className="icon-btn drawer-close" aria-label={t('close')} onClick={onClose} data-autofocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      {lines.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="cart-lines">
          {lines.map((l) => (
            <li key={l._id} className="cart-line">
              <Img src={lineImage(l)} alt="" width={64} height={48} className="cart-line-img" />
              <div className="cart-line-main">
                <p className="cart-line-name">{l.name}</p>
                {l.offer && (
                  <p className="cart-line-offer">
                    {l.offer.title}: {tm('percentOff', { percent: l.offer.percentOff })}
                  </p>
                )}
                <p className="cart-line-price">
                  <Price price={l.price} originalPrice={l.originalPrice} /> {t('each')} ·{' '}
                  <strong>
                    <Price
                      price={lineTotal(l.price, l.quantity)}
                      originalPrice={l.originalPrice === undefined ? undefined : lineTotal(l.originalPrice, l.quantity)}
                    />
                  </strong>
                </p>
                <div className="cart-line-controls">
                  <div className="qty" role="group" aria-label={t('quantityOf', { name: l.name })}>
                    <button
                      type="button"
                      className="qty-btn"
                      aria-label={t('decrease', { name: l.name })}
                      disabled={l.quantity <= 1}
                      onClick={() => cart.setQuantity(l._id, l.quantity - 1)}
                    >
                      −
                    </button>
                    <span className="qty-value" aria-live="polite">
                      {l.quantity}
                    </span>
                    <button
                      type="button"
                      className="qty-btn"
                      aria-label={t('increase', { name: l.name })}
                      disabled={l.quantity >= MAX_QUANTITY}
                      onClick={() => cart.setQuantity(l._id, l.quantity + 1)}
                    >
                      +
                    </button>
                  </div>
                  <button type="button" className="cart-remove" aria-label={t('removeNamed', { name: l.name })} onClick={() => cart.remove(l._id)}>
                    {t('remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="drawer-foot">
        <p className="cart-subtotal">
          <span>{t('subtotal')}</span>
          <strong data-testid="cart-subtotal">{money(subtotal)}</strong>
        </p>
        <p className="hint">{chargesHint(settings, t)}</p>
        <button type="button" className="btn cart-checkout" onClick={checkout}>
          {t('checkout')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('continue')}
        </button>
      </div>
    </Modal>
  );
}
