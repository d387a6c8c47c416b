import { useT } from '@/i18n';
import { useMoney, usePricedLines } from '@/lib/prices';
import { useCart } from '@/stores/cart';

/** Opens the cart drawer; stays in view at the bottom of the screen, once the cart has something in it (issue 41). */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const { count, lines } = useCart();
  const { subtotal } = usePricedLines(lines);
  const money = useMoney();
  const t = useT('cart');
  // Fixed over the page, so it appears and goes without moving anything: an empty cart's "0 items ₹0.00" only covers the photos.
  if (count === 0) return null;
  return (
    <button type="button" className="btn cart-fab" onClick={onOpen} aria-haspopup="dialog">
      <span>{t('viewCart')}</span>
      <span className="cart-fab-count">{t.count('items', count)}</span>
      <span>{money(subtotal)}</span>
    </button>
  );
}
