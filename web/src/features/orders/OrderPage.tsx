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
import { pathInLang, useLang, useT } from '@/i18n';
import { rich } from '../menu/rich-text';
import './orders.css';

/**
 * /order: where Order Now leads. The visitor chooses dine-in or takeaway (kept
 * for the confirmation page), then picks dishes on the menu with its cart.
 * While orders are paused the owner's message stands in for the choice; outside
 * the hours the page says when we open again, and the visitor can still browse.
 */
export default function OrderPage() {
  const t = useT('order');
  const lang = useLang();
  const to = (path: string) => pathInLang(path, lang);
  usePageMeta(t('metaTitle'), t('metaDescription'));
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
    navigate(to('/menu'));
  };

  if (status.paused) {
    return (
      <main className="container page order-page" id="main">
        <h1>{t('title')}</h1>
        <div className="order-notice" role="status">
          <p>{status.paused}</p>
        </div>
        <Link to={to('/menu')} className="btn btn-secondary">
          {t('browseMenu')}
        </Link>
      </main>
    );
  }

  return (
    <main className="container page order-page" id="main">
      <h1>{t('title')}</h1>
      {status.closed && (
        <div className="order-notice order-notice-float" role="status">
          <p>{status.closed}</p>
          <p>{t('closedBrowse')}</p>
        </div>
      )}
      <p className="order-lede">{t('lede')}</p>
      <OrderTypeChooser ordering={ordering} selected={cart.orderType} onChoose={choose} paused={paused} />

      {cart.count > 0 && (
        <div className="order-resume card">
          <p>{rich(t('cartHas'), { items: <strong>{t.count('items', cart.count)}</strong>, amount: money(subtotal) })}</p>
          <div className="order-resume-actions">
            <Link to={`${to('/menu')}?cart=open`} className="btn btn-secondary">
              {t('viewCart')}
            </Link>
            <Link to={to('/orderconfirmationpage')} className="btn">
              {t('checkout')}
            </Link>
          </div>
        </div>
      )}

      <ol className="order-steps">
        <li>
          {rich(t('stepOne'), {
            choose: <strong>{t('stepChoose')}</strong>,
            types: lang === 'en' ? ordering.orderTypes.join(t('or')) : ordering.orderTypes.map((o) => t(o === 'dine-in' ? 'dineIn' : 'takeaway')).join(t('or')),
          })}
        </li>
        <li>{rich(t('stepTwo'), { pick: <strong>{t('stepPick')}</strong>, menu: <Link to={to('/menu')}>{t('stepMenu')}</Link> })}</li>
        <li>{rich(t('stepThree'), { confirm: <strong>{t('stepConfirm')}</strong> })}</li>
      </ol>
    </main>
  );
}
