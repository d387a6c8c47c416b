import { describe, expect, it } from 'vitest';
import { can, homeScreen, permissionFor, refusalMessage, roleOf, ROUTE_PERMISSIONS } from './staff-roles';

describe('staff roles', () => {
  it("reads an account made before staff roles ('admin') as an owner, and anything unknown as a customer", () => {
    expect(roleOf('admin')).toBe('owner');
    expect(roleOf('kitchen')).toBe('kitchen');
    expect(roleOf('superuser')).toBe('user');
    expect(roleOf(undefined)).toBe('user');
  });

  it('finds a route by its literal path before a pattern, and answers null for a route not in the map', () => {
    expect(permissionFor('GET', '/api/reservations/admin/all', {})).toBe('reservations');
    expect(permissionFor('GET', '/api/orders/', {})).toBe('orders');
    expect(permissionFor('POST', '/api/orders/abc/void', {})).toBe('voidOrder');
    expect(permissionFor('GET', '/api/admin/something-new', {})).toBeNull();
    expect(permissionFor('PATCH', '/api/orders//status', {})).toBeNull();
  });

  it('lets the kitchen move an order to Preparing or Ready, and nowhere else', () => {
    expect(permissionFor('PATCH', '/api/orders/o1/status', { status: 'Ready' })).toBe('kitchen');
    expect(permissionFor('PATCH', '/api/orders/o1/status', { status: 'Preparing' })).toBe('kitchen');
    expect(permissionFor('PATCH', '/api/orders/o1/status', { status: 'Completed' })).toBe('orders');
    expect(permissionFor('PATCH', '/api/orders/o1/status', null)).toBe('orders');
    expect(can('kitchen', 'kitchen')).toBe(true);
    expect(can('kitchen', 'orders')).toBe(false);
  });

  it('names the roles that can in a refusal', () => {
    expect(refusalMessage('settings')).toBe('Only an owner can change settings, staff roles and the SMS budget.');
    expect(refusalMessage('menu')).toBe('Only an owner or a manager can edit the menu, prices, offers and inventory.');
  });

  it('lands each role on its first screen', () => {
    expect([homeScreen('owner'), homeScreen('manager'), homeScreen('counter'), homeScreen('kitchen')]).toEqual([
      '/admindashboardpage',
      '/admindashboardpage',
      '/admin/floor',
      '/adminkitchen',
    ]);
  });

  it('keys every route as "METHOD /api/..."', () => {
    for (const key of Object.keys(ROUTE_PERMISSIONS)) expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/[\w/:.-]+$/);
  });
});
