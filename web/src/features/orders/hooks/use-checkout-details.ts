import { useEffect, useState } from 'react';
import type { OrderType } from '@domain/orders';
import { normalizePhone } from '@domain/phone';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useCart } from '@/stores/cart';
import { readCheckoutDraft, saveCheckoutDraft } from '../last-order';

/** The checkout's details: name and phone from the session, the order type from the cart, the table number. */
export function useCheckoutDetails() {
  const cart = useCart();
  const { user } = useSession();
  const settings = useSettings();
  const countryCode = settings.locale.smsCountryCode;
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState(user?.phone ? normalizePhone(user.phone, countryCode) : '');
  const [chosenType, setOrderType] = useState<OrderType>(cart.orderType ?? 'dine-in');
  const [tableNumber, setTableNumber] = useState('');
  const [pickupAt, setPickupAt] = useState('');

  // What this tab typed before (Back from the code dialog, then Forward) comes back once the page is hydrated.
  const hydrated = useHydrated();
  const [draftRead, setDraftRead] = useState(false);
  if (hydrated && !draftRead) {
    setDraftRead(true);
    const draft = readCheckoutDraft();
    if (draft?.name) setName(draft.name);
    if (draft?.phone) setPhone(draft.phone);
    if (draft?.tableNumber) setTableNumber(draft.tableNumber);
  }
  useEffect(() => {
    if (draftRead) saveCheckoutDraft({ name, phone, tableNumber });
  }, [draftRead, name, phone, tableNumber]);

  // A session that arrives after the first render still fills in empty fields.
  useEffect(() => {
    if (!user) return;
    setName((n) => n || user.name);
    setPhone((p) => p || normalizePhone(user.phone, countryCode));
  }, [user, countryCode]);

  // The stored cart is read just after hydration: until then the order type is the one it holds, or dine-in.
  const [typeRead, setTypeRead] = useState(cart.ready);
  if (cart.ready && !typeRead) {
    setTypeRead(true);
    if (cart.orderType) setOrderType(cart.orderType);
  }

  // Only the order types the restaurant offers: a stored choice it no longer offers falls back to the first.
  const offered = settings.ordering.orderTypes;
  const orderType = offered.includes(chosenType) ? chosenType : (offered[0] ?? chosenType);

  const chooseType = (t: OrderType) => {
    setOrderType(t);
    cart.setOrderType(t);
  };

  return { form: { name, phone, orderType, tableNumber, pickupAt }, offered, plates: cart.count, setName, setPhone, chooseType, setTableNumber, setPickupAt };
}

export type CheckoutDetails = ReturnType<typeof useCheckoutDetails>;
