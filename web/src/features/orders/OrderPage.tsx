import { Link, useNavigate } from 'react-router-dom';
import type { OrderType } from '@domain/orders';
import { formatMoney } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useCart } from '@/stores/cart';
import { OrderTypeChooser } from './components/OrderTypeChooser';
import './orders.css';

/**
 * /order: where Order Now leads. The visitor chooses dine-in or takeaway (kept
 * for the confirmation page), then picks dishes on the menu with its cart.
 */
export default function OrderPage() {
  usePageMeta('Order Online', 'Order Gujarati, Rajasthani and Punjabi thalis for dine-in or takeaway, confirmed with a code sent to your phone.');
  const cart = useCart();
  const navigate = useNavigate();

  const choose = (type: OrderType) => {
    cart.setOrderType(type);
    navigate('/menu');
  };

  return (
    <main className="container page order-page" id="main">
      <h1>Order Online</h1>
      <p className="order-lede">How would you like your order? Choose one, then pick your dishes from the menu.</p>
      <OrderTypeChooser selected={cart.orderType} onChoose={choose} />

      {cart.count > 0 && (
        <div className="order-resume card">
          <p>
            Your cart has <strong>{cart.count} {cart.count === 1 ? 'item' : 'items'}</strong> ({formatMoney(cart.subtotal)}).
          </p>
          <div className="order-resume-actions">
            <Link to="/menu?cart=open" className="btn btn-secondary">
              View cart
            </Link>
            <Link to="/orderconfirmationpage" className="btn">
              Checkout
            </Link>
          </div>
        </div>
      )}

      <ol className="order-steps">
        <li>
          <strong>Choose</strong> dine-in or takeaway.
        </li>
        <li>
          <strong>Pick your dishes</strong> from the <Link to="/menu">menu</Link> and check out.
        </li>
        <li>
          <strong>Confirm</strong> with the 6-digit code we text to your phone. Signed-in customers can follow the order in My Orders.
        </li>
      </ol>
    </main>
  );
}
