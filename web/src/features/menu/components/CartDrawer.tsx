import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toCents, toDollars } from '@domain/money';
import { Img } from '@/components/Img';
import { formatMoney } from '@/lib/format';
import { MAX_QUANTITY, useCart } from '@/stores/cart';
import { notify } from '../notify';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea';

/** The cart as a side drawer: quantities, remove, subtotal and checkout (spec §2 /menu). */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('.drawer-close')?.focus();
    const scroll = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = scroll;
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const checkout = () => {
    if (cart.lines.length === 0) {
      notify((t) => t.error('Cart empty', { toastId: 'cart-empty' }));
      return;
    }
    navigate('/orderconfirmationpage');
  };

  return (
    <div className="drawer-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="drawer" role="dialog" aria-modal="true" aria-labelledby="cart-title" ref={panel} onKeyDown={onKeyDown}>
        <div className="drawer-head">
          <h2 id="cart-title">Your Cart</h2>
          <button type="button" className="icon-btn drawer-close" aria-label="Close cart" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {cart.lines.length === 0 ? (
          <p className="empty-state">Your cart is empty. Add a dish from the menu.</p>
        ) : (
          <ul className="cart-lines">
            {cart.lines.map((l) => (
              <li key={l._id} className="cart-line">
                <Img src={l.image} alt="" width={64} height={48} className="cart-line-img" />
                <div className="cart-line-main">
                  <p className="cart-line-name">{l.name}</p>
                  <p className="cart-line-price">
                    {formatMoney(l.price)} each · <strong>{formatMoney(toDollars(toCents(l.price) * l.quantity))}</strong>
                  </p>
                  <div className="cart-line-controls">
                    <div className="qty" role="group" aria-label={`Quantity of ${l.name}`}>
                      <button type="button" className="qty-btn" aria-label={`Decrease ${l.name}`} disabled={l.quantity <= 1} onClick={() => cart.setQuantity(l._id, l.quantity - 1)}>
                        −
                      </button>
                      <span className="qty-value" aria-live="polite">
                        {l.quantity}
                      </span>
                      <button type="button" className="qty-btn" aria-label={`Increase ${l.name}`} disabled={l.quantity >= MAX_QUANTITY} onClick={() => cart.setQuantity(l._id, l.quantity + 1)}>
                        +
                      </button>
                    </div>
                    <button type="button" className="cart-remove" aria-label={`Remove ${l.name}`} onClick={() => cart.remove(l._id)}>
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}

        <div className="drawer-foot">
          <p className="cart-subtotal">
            <span>Subtotal</span>
            <strong data-testid="cart-subtotal">{formatMoney(cart.subtotal)}</strong>
          </p>
          <p className="hint">Service or parcel charge and GST are added at checkout.</p>
          <button type="button" className="btn cart-checkout" onClick={checkout}>
            Checkout
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Continue browsing
          </button>
        </div>
      </div>
    </div>
  );
}
