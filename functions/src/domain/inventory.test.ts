import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES, InventoryInput, inventoryView, isLowStock } from './inventory';

describe('inventory input', () => {
  it('reads the multipart strings as numbers', () => {
    expect(InventoryInput.parse({ name: ' Paneer ', kg: '3.5', lowStockKg: '5' })).toEqual({ name: 'Paneer', kg: 3.5, lowStockKg: 5 });
  });

  it('treats an empty kg as missing, not zero', () => {
    const r = InventoryInput.safeParse({ name: 'Paneer', kg: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(INVENTORY_MESSAGES.kg);
  });

  it('accepts zero kg: an item can run out', () => {
    expect(InventoryInput.parse({ name: 'Ghee', kg: '0' }).kg).toBe(0);
  });

  it('refuses negative, huge or non-numeric kg and a blank name', () => {
    for (const kg of ['-1', '100001', 'lots', 'NaN']) expect(InventoryInput.safeParse({ name: 'Rice', kg }).success).toBe(false);
    expect(InventoryInput.safeParse({ name: '   ', kg: '2' }).error?.issues[0]?.message).toBe(INVENTORY_MESSAGES.name);
  });
});

describe('low stock', () => {
  it('is strictly under the threshold', () => {
    expect(isLowStock(3.5, 5)).toBe(true);
    expect(isLowStock(5, 5)).toBe(false);
  });

  it('the view carries isLow and both id spellings', () => {
    const v = inventoryView({ id: 'x1', name: 'Paneer', kg: 3.5, lowStockKg: 5, img: '/a.webp', imgKey: 'a.webp', createdAt: '', updatedAt: '' });
    expect(v).toMatchObject({ _id: 'x1', id: 'x1', isLow: true, kg: 3.5 });
    expect(v).not.toHaveProperty('imgKey');
  });
});
