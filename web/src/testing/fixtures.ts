import type { ReservationView } from '@domain/booking';
import type { MenuItemView } from '@domain/menu';
import type { ThaliView } from '@domain/thali-view';
import type { ManageSession } from '@/api/reservations';

/** A dish as GET /api/menu answers it, for screens that edit or show one. */
export const SAMPLE_DISH: MenuItemView = {
  _id: 'm1',
  id: 'm1',
  name: 'Masala Chaas',
  description: 'Spiced buttermilk',
  category: 'Welcome Drinks',
  price: 3,
  image: '/api/media/published/menu/m1.webp',
  soldOut: false,
  diet: 'veg',
  spiceLevel: 0,
  allergens: [],
};

/** Another plain dish like SAMPLE_DISH (veg, no spice or allergens, on sale), by its id and name, its picture at /media/<id>.webp. */
export const sampleDish = (id: string, name: string, over: Partial<MenuItemView> = {}): MenuItemView => ({
  ...SAMPLE_DISH,
  _id: id,
  id,
  name,
  description: '',
  image: `/media/${id}.webp`,
  ...over,
});

/** A confirmed booking as the API answers it: ABCD2345, Asha Patel, two at 13:00 on 14 January 2030. */
export const SAMPLE_RESERVATION: ReservationView = {
  _id: 'abcdefghijklABCD2345',
  id: 'abcdefghijklABCD2345',
  reservationId: 'abcdefghijklABCD2345',
  reference: 'ABCD2345',
  name: 'Asha Patel',
  phone: '9876543210',
  email: null,
  date: '2030-01-14',
  time: '13:00',
  partySize: 2,
  tableNumber: 'TBD',
  notes: '',
  status: 'confirmed',
  isVerified: true,
  otpStatus: 'Verified',
  createdAt: '2030-01-10T10:00:00.000Z',
};

/** What proving the phone for SAMPLE_RESERVATION answers: it may be changed and cancelled, with no cut-off or notice unless given. */
export const manageSession = (over: Partial<ManageSession> = {}): ManageSession => ({
  reservation: SAMPLE_RESERVATION,
  token: 't'.repeat(32),
  tokenExpiresInSeconds: 900,
  canCancel: true,
  canChange: true,
  cancelUntil: null,
  cancelClosed: null,
  closedNotice: null,
  ...over,
});

/** Today's Thali as GET /api/thali answers it: a Gujarati Thali at lunch on 3 December 2026, all 5 plates left, regular or Jain, unlimited refills. */
export const sampleThali = (over: Partial<ThaliView> = {}): ThaliView => ({
  date: '2026-12-03',
  service: 'lunch',
  serviceName: 'Lunch',
  name: 'Gujarati Thali',
  price: 12,
  special: false,
  components: ['Dal', 'Kadhi', 'Rotli'],
  variants: ['regular', 'jain'],
  refill: { policy: 'unlimited', note: '' },
  platesTotal: 5,
  platesLeft: 5,
  soldOut: false,
  itemId: 'thali_2026-12-03_lunch',
  ...over,
});
