import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationView } from '@domain/booking';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import ManageReservationPage from './ManageReservationPage';
import type { ManageSession } from '@/api/reservations';

const startManage = vi.hoisted(() => vi.fn());
const verifyManage = vi.hoisted(() => vi.fn());
vi.mock('@/api/reservations', () => ({ startManage, verifyManage }));
const settings = vi.hoisted(() => ({ current: null as unknown as Settings }));
vi.mock('@/lib/settings', () => ({ useSettings: () => settings.current }));

const PHONE = '+91 22 5555 0000';
const reservation: ReservationView = {
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
const session = (over: Partial<ManageSession>): ManageSession => ({
  reservation,
  token: 't'.repeat(32),
  tokenExpiresInSeconds: 900,
  canCancel: true,
  cancelUntil: null,
  cancelClosed: null,
  closedNotice: null,
  ...over,
});

async function openBooking() {
  render(
    <MemoryRouter initialEntries={['/reservation/ABCD2345']}>
      <Routes>
        <Route path="/reservation/:reference" element={<ManageReservationPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText('ABCD2345');
}

async function proveIt() {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
  fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
  await screen.findByRole('heading', { name: 'Booking details' });
}

beforeEach(() => {
  vi.clearAllMocks();
  settings.current = {
    ...DEFAULT_SETTINGS,
    identity: { ...DEFAULT_SETTINGS.identity, phone: PHONE },
    booking: { ...DEFAULT_SETTINGS.booking, cancelCutoffMinutes: 180 },
  };
  startManage.mockResolvedValue({ message: 'If the phone number matches the reservation, we have sent an OTP to it.', data: { resendInSeconds: 60 } });
});

describe('the guest manage page', () => {
  it('says before the guest starts how long before the booking online cancelling closes, and whom to call', async () => {
    await openBooking();
    expect(screen.getByText(/You can cancel online up to 3 hours before your booking time; after that, please call us on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+912255550000');
  });

  it('inside the cutoff, shows the booking with the reason and the phone instead of a Cancel button', async () => {
    const closed = `Online cancelling closes 3 hours before the booking. Please call us on ${PHONE} to cancel.`;
    verifyManage.mockResolvedValue(session({ canCancel: false, cancelUntil: '2030-01-14T04:30:00.000Z', cancelClosed: closed }));
    await openBooking();
    await proveIt();
    expect(screen.getByRole('status')).toHaveTextContent(closed);
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('before the cutoff, says until when the guest may cancel, in restaurant time', async () => {
    // 04:30Z is 10:00 in Kolkata on 14 January 2030.
    verifyManage.mockResolvedValue(session({ cancelUntil: '2030-01-14T04:30:00.000Z' }));
    await openBooking();
    await proveIt();
    expect(screen.getByText('You can cancel online until Monday 14 January at 10:00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeEnabled();
  });

  it('on a day closed since the booking, says the day is closed instead of confirmed, with a link to book again', async () => {
    const notice = `We are closed on Tuesday 15 January (Diwali). We're sorry: your table can't be kept. Please book another day, or call us on ${PHONE}.`;
    verifyManage.mockResolvedValue(session({ closedNotice: notice }));
    await openBooking();
    await proveIt();
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(screen.getByRole('link', { name: 'Book another day' })).toHaveAttribute('href', '/booktable');
    expect(screen.getByText('day closed')).toBeInTheDocument();
    expect(screen.queryByText('confirmed')).toBeNull();
  });
});
