import { describe, expect, it } from 'vitest';
import { orderRates } from '@domain/pricing';
import { DEFAULT_SETTINGS, ratesOf, type Offer } from '@domain/settings';
import { priceNow, pricedLines, type PriceNow } from '@/lib/prices';
import type { CartLine } from '@/stores/cart';
import { orderBody as buildBody, validateOrder, type OrderFormValues } from './order-form';

const stored: CartLine[] = [{ _id: 'seed-thali', name: 'Gujarati Thali', price: 12, image: '', quantity: 2 }];
const lines: Array<CartLine & PriceNow> = stored.map((l) => ({ ...l, price: l.price }));
const form: OrderFormValues = { name: 'Asha', phone: '9876543210', orderType: 'dine-in', tableNumber: '4', pickupAt: '' };
const rates = (f: OrderFormValues, s = DEFAULT_SETTINGS) => orderRates(f.orderType, ratesOf(s));
const orderBody = (ls: Array<CartLine & PriceNow>, f: OrderFormValues) => buildBody(ls, f, rates(f));

describe('the order form', () => {
  it('builds the spec §7 body with the charges from the shared pricing function and the settings rates', () => {
    expect(orderBody(lines, form)).toEqual({
      name: 'Asha',
      phone: '9876543210',
      tableNumber: '4',
      orderType: 'dine-in',
      items: [{ _id: 'seed-thali', name: 'Gujarati Thali', price: 12, quantity: 2, image: '' }],
      subtotal: 24,
      serviceOrParcelCharge: 2.4,
      tax: 2.38,
      total: 28.78,
      serviceCharge: true,
    });
  });

  it('a dine-in guest who leaves the voluntary service charge unticked sends serviceCharge false and is charged none', () => {
    const body = buildBody(lines, form, { ...rates(form), serviceCharge: false });
    expect(body).toMatchObject({ serviceCharge: false, serviceOrParcelCharge: 0, subtotal: 24, tax: 2.16, total: 26.16 });
    expect(buildBody(lines, { ...form, orderType: 'takeaway' }, rates({ ...form, orderType: 'takeaway' }))).not.toHaveProperty('serviceCharge');
  });

  it('follows the rates the owner set: 12.5% service, no tax applied', () => {
    const s = { ...DEFAULT_SETTINGS, ordering: { ...DEFAULT_SETTINGS.ordering, serviceChargeBp: 1250 }, tax: { ...DEFAULT_SETTINGS.tax, applies: false } };
    expect(buildBody(lines, form, rates(form, s))).toMatchObject({ subtotal: 24, serviceOrParcelCharge: 3, tax: 0, total: 27 });
  });

  it('with an offer live, each line and the totals are the discounted figures the server charges', () => {
    const now = new Date('2026-12-04T10:00:00Z');
    const offer: Offer = {
      id: 'family-feast',
      title: 'Family Feast',
      blurb: '',
      percentOff: 20,
      itemIds: ['seed-thali'],
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-12-05T17:30:00Z',
      showAsDeal: true,
    };
    const s = { ...DEFAULT_SETTINGS, offers: [offer] };
    const cart = pricedLines([...stored, { _id: 'lassi', name: 'Lassi', price: 4.5, image: '', quantity: 1 }], (item) => priceNow(s, item, now));
    expect(cart[0]).toMatchObject({ price: 9.6, originalPrice: 12, offer: { id: 'family-feast', percentOff: 20 } });
    expect(cart[1]).toEqual({ _id: 'lassi', name: 'Lassi', price: 4.5, image: '', quantity: 1 });
    // 2 × 9.60 + 4.50 = 23.70; service 2.37; GST 9% of 26.07 = 2.3463 → 2.35; total 28.42
    const body = buildBody(cart, form, rates(form, s));
    expect(body.items.map((i) => i.price)).toEqual([9.6, 4.5]);
    expect(body).toMatchObject({ subtotal: 23.7, serviceOrParcelCharge: 2.37, tax: 2.35, total: 28.42 });
    // Once the offer ends, the cart is back at the menu price.
    expect(priceNow(s, stored[0]!, new Date(offer.endsAt))).toEqual({ price: 12 });
  });

  it('sends how the guest pays only where the restaurant offers paying online, and the API schema keeps it', () => {
    const takeaway = { ...form, orderType: 'takeaway' as const };
    expect(buildBody(lines, takeaway, rates(takeaway))).not.toHaveProperty('paymentMethod');
    const online = buildBody(lines, takeaway, rates(takeaway), 'online');
    expect(online).toMatchObject({ paymentMethod: 'online' });
    expect(validateOrder(online)).toBeNull();
    expect(buildBody(lines, takeaway, rates(takeaway), 'counter')).toMatchObject({ paymentMethod: 'counter' });
  });

  it('sends no table number for takeaway', () => {
    expect(orderBody(lines, { ...form, orderType: 'takeaway' }).tableNumber).toBeNull();
    // A takeaway sends its chosen pickup time; without one (as soon as possible) and for dine-in, none.
    expect(orderBody(lines, { ...form, orderType: 'takeaway' })).not.toHaveProperty('pickupAt');
    expect(orderBody(lines, { ...form, orderType: 'takeaway', pickupAt: '2030-01-14T07:30:00.000Z' }).pickupAt).toBe('2030-01-14T07:30:00.000Z');
    expect(orderBody(lines, { ...form, pickupAt: '2030-01-14T07:30:00.000Z' })).not.toHaveProperty('pickupAt');
  });

  it("an empty cart gives 'Cannot place an empty order', before anything else", () => {
    expect(validateOrder(orderBody([], { ...form, name: '' }))).toEqual({ message: 'Cannot place an empty order', field: 'items', fields: ['items', 'name'] });
  });

  it("a blank name, phone, or dine-in table gives 'Please fill in all required fields'", () => {
    expect(validateOrder(orderBody(lines, { ...form, name: '   ' }))).toMatchObject({ message: 'Please fill in all required fields', field: 'name' });
    expect(validateOrder(orderBody(lines, { ...form, phone: '' }))).toMatchObject({ message: 'Please fill in all required fields', field: 'phone' });
    expect(validateOrder(orderBody(lines, { ...form, tableNumber: ' ' }))).toMatchObject({
      message: 'Please fill in all required fields',
      field: 'tableNumber',
    });
  });

  it('marks every blank field at once', () => {
    expect(validateOrder(orderBody(lines, { ...form, name: '', phone: '', tableNumber: '' }))?.fields).toEqual(['name', 'phone', 'tableNumber']);
  });

  it('a phone that is not 10 digits is refused', () => {
    expect(validateOrder(orderBody(lines, { ...form, phone: '98765' }))?.message).toBe('Please enter a valid 10-digit phone number');
  });

  it('a complete form passes, takeaway without a table too', () => {
    expect(validateOrder(orderBody(lines, form))).toBeNull();
    expect(validateOrder(orderBody(lines, { ...form, orderType: 'takeaway', tableNumber: '' }))).toBeNull();
  });
});
