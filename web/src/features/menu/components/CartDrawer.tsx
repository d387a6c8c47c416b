import { useNavigate } from 'react-router-dom';
import { toCents, toDollars } from '@domain/money';
import { Img } from '@/components/Img';
import { Modal } from '@/components/Modal';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { MAX_QUANTITY, useCart } from '@/stores/cart';

/** The cart as a side drawer: quantities, remove, subtotal and checkout (spec §2 /menu). */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const navigate = useNavigate();

  const checkout = () => {
    if (cart.lines.length === 0) {
      notify((t) => t.error('Cart empty', { toastId: 'cart-empty' }));
      return;
    }
    navigate('/orderconfirmationpage');
  };

  return (
    <Modal titleId="cart-title" onClose={onClose} className="drawer" backdropClassName="drawer-backdrop">
      <div className="drawer-head">
        <h2 id="cart-title">Your Cart</h2>
        <button type="button" className="icon-btn drawer-close" aria-label="Close cart" onClick={onClose} data-autofocus>
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
    </Modal>
  );
}
