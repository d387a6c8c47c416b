/**
 * The two words every part of the bill speaks of an order, in a file of their own that imports nothing: pricing,
 * settings, payments and the status machine name them without reaching into orders.ts, which imports them all.
 */
export type OrderStatus = 'Pending' | 'Preparing' | 'Ready' | 'Completed' | 'Cancelled' | 'Not collected' | 'Voided';
export type OrderType = 'dine-in' | 'takeaway';
