import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toCents, toDollars } from '@domain/money';
import type { OrderType } from '@domain/orders';
import { useHydrated } from '@/lib/hydration';
import { useMoney } from '@/lib/prices';
import { parseThaliItemId, THALI_VARIANTS, type ThaliVariant } from '@domain/thali-view';

/** A cart line as stored (spec §3): the menu item's fields plus quantity. `price` is the menu's price, in dollars. */
export interface CartLine {
  _id: string;
  name: string;
  price: number;
  image: string;
  category?: string;
  quantity: number;
  /** The guest's note for the kitchen ("less spicy"). */
  note?: string;
  /** The thali's variant (Jain, vrat...): only on a thali line, which the server checks against the day's thali. */
  variant?: ThaliVariant;
}

/** What the cart needs to know about a dish on the current menu. */
export interface MenuFacts {
  _id: string;
  name: string;
  price: number;
  image: string;
  soldOut: boolean;
}

export const CART_KEY = 'cart';
export const ORDER_TYPE_KEY = 'orderType';
/** Portions of one dish per order: the server refuses more. */
export const MAX_QUANTITY = 50;

/** Adding an existing item raises its quantity by 1; a new item starts at 1 (spec §4). */
export function addLine(lines: CartLine[], item: Omit<CartLine, 'quantity'>): CartLine[] {
  const existing = lines.find((l) => l._id === item._id);
  if (existing) return lines.map((l) => (l._id === item._id ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + 1) } : l));
  return [...lines, { ...item, quantity: 1 }];
}

/** Setting the quantity to 0 or less removes the item (spec §4). */
export function setLineQuantity(lines: CartLine[], id: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => l._id !== id);
  return lines.map((l) => (l._id === id ? { ...l, quantity: Math.min(MAX_QUANTITY, Math.floor(quantity)) } : l));
}

/** A line's note for the kitchen; blank removes it. The server checks the length (ORDER_LIMITS.noteMax). */
export function setLineNote(lines: CartLine[], id: string, note: string): CartLine[] {
  return lines.map((l) => {
    if (l._id !== id) return l;
    const { note: _old, ...rest } = l;
    return note.trim() ? { ...rest, note } : rest;
  });
}

/** Subtotal in dollars, added up in cents so that 0.1 + 0.2 is 0.3. */
export const subtotalOf = (lines: readonly CartLine[]) => toDollars(lines.reduce((s, l) => s + toCents(l.price) * l.quantity, 0));

export interface Reconciled {
  lines: CartLine[];
  /** Lines whose dish left the menu. */
  removed: CartLine[];
  /** Lines whose dish is sold out for now. */
  soldOut: CartLine[];
  repriced: Array<{ name: string; from: number; to: number }>;
}

/** Brings a stored cart in line with the current menu: drops what is gone or sold out, takes the current prices and names. */
export function reconcileLines(lines: readonly CartLine[], menu: readonly MenuFacts[]): Reconciled {
  const byId = new Map(menu.map((m) => [m._id, m]));
  const out: Reconciled = { lines: [], removed: [], soldOut: [], repriced: [] };
  for (const line of lines) {
    // The day's thali is not a dish of the menu: the server checks its plates and service when the order is placed.
    if (parseThaliItemId(line._id)) {
      out.lines.push(line);
      continue;
    }
    const item = byId.get(line._id);
    if (!item) out.removed.push(line);
    else if (item.soldOut) out.soldOut.push(line);
    else {
      if (toCents(item.price) !== toCents(line.price)) out.repriced.push({ name: item.name, from: line.price, to: item.price });
      out.lines.push({ ...line, name: item.name, price: item.price, image: item.image });
    }
  }
  return out;
}

const names = (ls: readonly CartLine[]) => ls.map((l) => l.name).join(', ');

/** Tells the visitor what reconciling changed. Toast ids keep a message from showing twice. react-toastify loads on first use, keeping it out of every page's first load. */
export function announceReconciled(r: Reconciled, money: (dollars: number) => string): void {
  if (!r.removed.length && !r.soldOut.length && !r.repriced.length) return;
  void import('react-toastify').then(({ toast }) => {
    if (r.removed.length) {
      const one = r.removed.length === 1;
      const text = `${names(r.removed)} ${one ? 'is' : 'are'} no longer on the menu and ${one ? 'was' : 'were'} removed from your cart.`;
      toast.warning(text, { toastId: text });
    }
    if (r.soldOut.length) {
      const text = `${names(r.soldOut)} ${r.soldOut.length === 1 ? 'is' : 'are'} sold out and removed from your cart.`;
      toast.warning(text, { toastId: text });
    }
    for (const p of r.repriced) {
      const text = `The price of ${p.name} changed from ${money(p.from)} to ${money(p.to)}.`;
      toast.info(text, { toastId: text });
    }
  });
}

function isLine(l: unknown): l is CartLine {
  if (!l || typeof l !== 'object') return false;
  const x = l as Record<string, unknown>;
  return (
    typeof x._id === 'string' &&
    typeof x.name === 'string' &&
    typeof x.price === 'number' &&
    Number.isFinite(x.price) &&
    typeof x.quantity === 'number' &&
    x.quantity > 0
  );
}

export function readStoredCart(storage: Storage): CartLine[] {
  try {
    const parsed = JSON.parse(storage.getItem(CART_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(isLine).map((l) => ({
          ...l,
          image: typeof l.image === 'string' ? l.image : '',
          quantity: Math.min(MAX_QUANTITY, Math.floor(l.quantity)),
          ...(typeof l.note === 'string' ? { note: l.note } : {}),
          ...(THALI_VARIANTS.includes(l.variant as ThaliVariant) ? { variant: l.variant } : {}),
        }))
      : [];
  } catch {
    return [];
  }
}

function readOrderType(storage: Storage): OrderType | null {
  const v = storage.getItem(ORDER_TYPE_KEY);
  return v === 'dine-in' || v === 'takeaway' ? v : null;
}

interface CartValue {
  /** False until the stored cart is read: a prerendered page and its hydration show no cart. */
  ready: boolean;
  /** The lines as stored, at the menu's prices: usePricedCart gives them at the prices charged now. */
  lines: CartLine[];
  count: number;
  /** Dine-in or takeaway, as chosen on /order: the confirmation page starts from it. */
  orderType: OrderType | null;
  setOrderType(type: OrderType): void;
  add(item: Omit<CartLine, 'quantity'>): void;
  setQuantity(id: string, quantity: number): void;
  setNote(id: string, note: string): void;
  remove(id: string): void;
  clear(): void;
  /** Applies the current menu to the cart and tells the visitor what changed. */
  reconcile(menu: readonly MenuFacts[]): Reconciled;
}

const CartContext = createContext<CartValue | null>(null);

const NO_LINES: CartLine[] = [];

export function CartProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [stored, setLines] = useState<CartLine[] | null>(null);
  const [orderType, setOrderTypeState] = useState<OrderType | null>(null);
  // Storage is read in the (non-blocking) render after hydration; a tap that came first starts from what storage holds.
  const [read, setRead] = useState(false);
  if (hydrated && !read) {
    setRead(true);
    setLines((ls) => ls ?? readStoredCart(localStorage));
    setOrderTypeState((t) => t ?? readOrderType(localStorage));
  }
  const ready = stored !== null;
  const lines = stored ?? NO_LINES;
  const money = useMoney();
  useEffect(() => {
    if (stored) localStorage.setItem(CART_KEY, JSON.stringify(stored));
  }, [stored]);

  const add = useCallback((item: Omit<CartLine, 'quantity'>) => setLines((ls) => addLine(ls ?? readStoredCart(localStorage), item)), []);
  const setQuantity = useCallback((id: string, q: number) => setLines((ls) => setLineQuantity(ls ?? readStoredCart(localStorage), id, q)), []);
  const setNote = useCallback((id: string, note: string) => setLines((ls) => setLineNote(ls ?? readStoredCart(localStorage), id, note)), []);
  const setOrderType = useCallback((type: OrderType) => {
    localStorage.setItem(ORDER_TYPE_KEY, type);
    setOrderTypeState(type);
  }, []);
  const reconcile = useCallback(
    (menu: readonly MenuFacts[]) => {
      const result = reconcileLines(lines, menu);
      const changed = result.removed.length + result.soldOut.length + result.repriced.length > 0;
      if (changed) {
        setLines((current) => reconcileLines(current ?? NO_LINES, menu).lines);
        announceReconciled(result, money);
      }
      return result;
    },
    [lines, money],
  );
  const value = useMemo<CartValue>(
    () => ({
      ready,
      lines,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      orderType,
      setOrderType,
      add,
      setQuantity,
      setNote,
      remove: (id) => setQuantity(id, 0),
      clear: () => setLines([]),
      reconcile,
    }),
    [ready, lines, orderType, setOrderType, add, setQuantity, setNote, reconcile],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}
