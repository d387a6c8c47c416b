import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { useResource } from '@/lib/use-resource';
import { useCart } from '@/stores/cart';
import { getMenu } from '@/api/menu';

export const EMPTY_CART_ON_LOAD = 'Your cart is empty. Please add items to order.';

/**
 * The cart as checkout needs it: an empty cart on load goes back to the menu (spec §5), and a
 * stored cart older than the menu drops what is gone and takes today's prices. True while the
 * page should show nothing because it is leaving.
 */
export function useFreshCart(confirmed: { readonly current: boolean }): boolean {
  const cart = useCart();
  const navigate = useNavigate();
  const empty = cart.ready && cart.lines.length === 0;
  useEffect(() => {
    if (!empty || confirmed.current) return;
    notify((t) => t.error(EMPTY_CART_ON_LOAD, { toastId: EMPTY_CART_ON_LOAD }));
    navigate('/menu', { replace: true });
  }, [empty, navigate, confirmed]);

  const reconcile = useRef(cart.reconcile);
  useEffect(() => {
    reconcile.current = cart.reconcile;
  }, [cart.reconcile]);
  // A failed check is left alone: the server prices the order anyway; this check only improves what is shown.
  const menu = useResource(getMenu).data;
  useEffect(() => {
    if (menu) reconcile.current(menu);
  }, [menu]);

  return empty && !confirmed.current;
}
