import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/stores/cart';
import { orderBody, validateOrder, type OrderFormValues } from './order-form';

const lines: CartLine[] = [{ _id: 'seed-thali', name: 'Gujarati Thali', price: 12, image: '', quantity: 2 }];
const form: OrderFormValues = { name: 'Asha', phone: '9876543210', orderType: 'dine-in', tableNumber: '4', gst: true };

describe('the order form', () => {
  it('builds the spec §7 body with the charges from the shared pricing function', () => {
    expect(orderBody(lines, form)).toEqual({
      name: 'Asha',
      phone: '9876543210',
      tableNumber: '4',
      orderType: 'dine-in',
      items: [{ _id: 'seed-thali', name: 'Gujarati Thali', price: 12, quantity: 2, image: '' }],
      gst: true,
      subtotal: 24,
      serviceOrParcelCharge: 2.4,
      tax: 2.38,
      total: 28.78,
    });
  });

  it('sends no table number for takeaway', () => {
    expect(orderBody(lines, { ...form, orderType: 'takeaway' }).tableNumber).toBeNull();
  });

  it("an empty cart gives 'Cannot place an empty order', before anything else", () => {
    expect(validateOrder(orderBody([], { ...form, name: '' }))).toEqual({ message: 'Cannot place an empty order', field: 'items', fields: ['items', 'name'] });
  });

  it("a blank name, phone, or dine-in table gives 'Please fill in all required fields'", () => {
    expect(validateOrder(orderBody(lines, { ...form, name: '   ' }))).toMatchObject({ message: 'Please fill in all required fields', field: 'name' });
    expect(validateOrder(orderBody(lines, { ...form, phone: '' }))).toMatchObject({ message: 'Please fill in all required fields', field: 'phone' });
    expect(validateOrder(orderBody(lines, { ...form, tableNumber: ' ' }))).toMatchObject({ message: 'Please fill in all required fields', field: 'tableNumber' });
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
