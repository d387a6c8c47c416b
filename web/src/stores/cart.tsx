import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** A cart line (spec §3): the menu item's fields plus quantity. Prices in dollars. */
export interface CartLine {
  _id: string;
  name: string;
  price: number;
  image: string;
  category?: string;
  quantity: number;
}

export const CART_KEY = 'cart';

/** Adding an existing item raises its quantity by 1; a new item starts at 1 (spec §4). */
export function addLine(lines: CartLine[], item: Omit<CartLine, 'quantity'>): CartLine[] {
  const existing = lines.find((l) => l._id === item._id);
  if (existing) return lines.map((l) => (l._id === item._id ? { ...l, quantity: l.quantity + 1 } : l));
  return [...lines, { ...item, quantity: 1 }];
}

/** Setting the quantity to 0 or less removes the item (spec §4). */
export function setLineQuantity(lines: CartLine[], id: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => l._id !== id);
  return lines.map((l) => (l._id === id ? { ...l, quantity } : l));
}

export function readStoredCart(storage: Storage): CartLine[] {
  try {
    const parsed = JSON.parse(storage.getItem(CART_KEY) ?? '[]') as CartLine[];
    return Array.isArray(parsed) ? parsed.filter((l) => l && typeof l._id === 'string' && l.quantity > 0) : [];
  } catch {
    return [];
  }
}

interface CartValue {
  lines: CartLine[];
  count: number;
  subtotal: number;
  add(item: Omit<CartLine, 'quantity'>): void;
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  clear(): void;
  replace(lines: CartLine[]): void;
}

const CartContext = createContext<CartValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>(() => readStoredCart(localStorage));
  useEffect(() => {
    localStorage.setItem(CART_KEY, JSON.stringify(lines));
  }, [lines]);

  const add = useCallback((item: Omit<CartLine, 'quantity'>) => setLines((ls) => addLine(ls, item)), []);
  const setQuantity = useCallback((id: string, q: number) => setLines((ls) => setLineQuantity(ls, id, q)), []);
  const value = useMemo<CartValue>(
    () => ({
      lines,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal: Math.round(lines.reduce((s, l) => s + Math.round(l.price * 100) * l.quantity, 0)) / 100,
      add,
      setQuantity,
      remove: (id) => setQuantity(id, 0),
      clear: () => setLines([]),
      replace: setLines,
    }),
    [lines, add, setQuantity],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}
