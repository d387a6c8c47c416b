import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getPickupTimes } from '@/api/orders';
import type { OrderType } from '@domain/orders';
import { useMoney, usePricedLines } from '@/lib/prices';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useCart } from '@/stores/cart';
import { OrderTypeChooser } from './components/OrderTypeChooser';
import { useOrderingStatus } from '@/lib/ordering-status';
import { useResource } from '@/lib/use-resource';
import './orders.css';

/**
 * /order: where Order Now leads. The visitor chooses dine-in or takeaway (kept
 * for the confirmation page), then picks dishes on the menu with its cart.
 * While orders are paused the owner's message stands in for the choice; outside
 * the hours the page says when we open again, and the visitor can still browse.
 */
export default function OrderPage() {
  usePageMeta('Order Online', 'Order Gujarati, Rajasthani and Punjabi thalis for dine-in or takeaway, confirmed with a code sent to your phone.');
  const cart = useCart();
  const { subtotal } = usePricedLines(cart.lines);
  const money = useMoney();
  const { ordering } = useSettings();
  const status = useOrderingStatus();
  const navigate = useNavigate();
  // While the kitchen has paused takeaway, its choice says so (the pickup times tell) instead of offering it.
  const loadTakeaway = useCallback((signal: AbortSignal) => getPickupTimes(1, signal), []);
  const takeawayOffered = ordering.orderTypes.includes('takeaway') && !status.paused;
  const takeaway = useResource(takeawayOffered ? loadTakeaway : null).data;
  const paused = takeaway?.pausedMessage ? { takeaway: takeaway.pausedMessage } : undefined;

  const choose = (type: OrderType) => {
    cart.setOrderType(type);
    navigate('/menu');
  };

  if (status.paused) {
    return (
      <main className="container page order-page" id="main">
        <h1>Order Online</h1>
        <div className="order-notice" role="status">
          <p>{status.paused}</p>
        </div>
        <Link to="/menu" className="btn btn-secondary">
          Browse the menu
        </Link>
      </main>
    );
  }

  return (
    <main className="container page order-page" id="main">
      <h1>Order Online</h1>
      {status.closed && (
        <div className="order-notice order-notice-float" role="status">
          <p>{status.closed}</p>
          <p>You can still browse the menu and fill your cart, then order when we are open.</p>
        </div>
      )}
      <p className="order-lede">How would you like your order? Choose one, then pick your dishes from the menu.</p>
      <OrderTypeChooser ordering={ordering} selected={cart.orderType} onChoose={choose} paused={paused} />

      {cart.count > 0 && (
        <div className="order-resume card">
          <p>
            Your cart has{' '}
            <strong>
              {cart.count} {cart.count === 1 ? 'item' : 'items'}
            </strong>{' '}
            ({money(subtotal)}).
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
          <strong>Choose</strong> {ordering.orderTypes.join(' or ')}.
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
