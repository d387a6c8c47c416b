import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import ManageReservationPage from './ManageReservationPage';
import { manageSession, SAMPLE_RESERVATION } from '@/testing/fixtures';

const startManage = vi.hoisted(() => vi.fn());
const verifyManage = vi.hoisted(() => vi.fn());
const getAvailability = vi.hoisted(() => vi.fn());
const changeReservation = vi.hoisted(() => vi.fn());
vi.mock('@/api/reservations', () => ({ startManage, verifyManage, getAvailability, changeReservation, cancelReservation: vi.fn() }));
const settings = vi.hoisted(() => ({ current: null as unknown as Settings }));
vi.mock('@/lib/settings', () => ({ useSettings: () => settings.current }));

const PHONE = '+91 22 5555 0000';
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
    verifyManage.mockResolvedValue(manageSession({ canCancel: false, cancelUntil: '2030-01-14T04:30:00.000Z', cancelClosed: closed }));
    await openBooking();
    await proveIt();
    expect(screen.getByRole('status')).toHaveTextContent(closed);
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('before the cutoff, says until when the guest may cancel, in restaurant time', async () => {
    // 04:30Z is 10:00 in Kolkata on 14 January 2030.
    verifyManage.mockResolvedValue(manageSession({ cancelUntil: '2030-01-14T04:30:00.000Z' }));
    await openBooking();
    await proveIt();
    expect(screen.getByText('You can cancel online until Monday 14 January at 10:00 AM.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeEnabled();
  });

  it('on a day closed since the booking, says the day is closed instead of confirmed, with a link to book again', async () => {
    const notice = `We are closed on Tuesday 15 January (Diwali). We're sorry: your table can't be kept. Please book another day, or call us on ${PHONE}.`;
    verifyManage.mockResolvedValue(manageSession({ closedNotice: notice }));
    await openBooking();
    await proveIt();
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(screen.getByRole('link', { name: 'Book another day' })).toHaveAttribute('href', '/booktable');
    expect(screen.getByText('Day closed')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).toBeNull();
  });

  it('writes the date, time and status as a person does, and shows no table until staff give one', async () => {
    verifyManage.mockResolvedValue(manageSession({ reservation: { ...SAMPLE_RESERVATION, date: '2026-11-29', time: '19:00' } }));
    await openBooking();
    await proveIt();
    const details = screen.getByText('Sunday, 29 November 2026').closest('dl')!;
    expect(within(details).getByText('Sunday, 29 November 2026')).toBeInTheDocument();
    expect(within(details).getByText('7:00 PM')).toBeInTheDocument();
    expect(within(details).getByText('Confirmed')).toBeInTheDocument();
    expect(within(details).queryByText('Table')).toBeNull();
    expect(within(details).queryByText(/TBD/)).toBeNull();
  });
});

describe('changing a booking on the manage page', () => {
  const slot = (time: string, available = true) => ({ time, remaining: available ? 20 : 0, available, past: false, tooSoon: false });
  const day = (date: string, partySize = 2) => ({ date, partySize, slots: [slot('13:00'), slot('19:00', false), slot('20:00')], closed: null, next: null });

  async function openChange() {
    verifyManage.mockResolvedValue(manageSession());
    getAvailability.mockImplementation(async (date: string, partySize: number) => day(date, partySize));
    await openBooking();
    await proveIt();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change booking' })));
    await screen.findByRole('heading', { name: 'Change booking' });
    await screen.findByRole('option', { name: '8:00 PM' });
  }

  it('offers only the times free for the party, and moves the booking to the one chosen', async () => {
    await openChange();
    const times = screen.getByLabelText('Time');
    expect(within(times).queryByRole('option', { name: '7:00 PM' })).toBeNull();
    // Its own time stays on offer, though the answer counts its seats as taken.
    expect(within(times).getByRole('option', { name: '1:00 PM' })).toBeInTheDocument();
    changeReservation.mockResolvedValue({
      message: 'Reservation changed',
      data: { ...manageSession(), changed: true, reservation: { ...SAMPLE_RESERVATION, time: '20:00', partySize: 3 } },
    });
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    await screen.findByRole('option', { name: '8:00 PM' });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '20:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save change' })));

    expect(changeReservation).toHaveBeenCalledWith('ABCD2345', 't'.repeat(32), { date: '2030-01-14', time: '20:00', partySize: 3 });
    expect(await screen.findByText('Your table is now for 3 on Monday, 14 January 2030 at 8:00 PM. We have texted you the change.')).toBeInTheDocument();
    expect(screen.getByText('8:00 PM')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change booking' })).toBeNull();
  });

  it('with no time chosen, says to choose one and sends nothing', async () => {
    await openChange();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save change' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose one of the listed times');
    expect(changeReservation).not.toHaveBeenCalled();
    // Choosing a time puts it right: the complaint goes.
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '20:00' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a time taken meanwhile is refused in the form, the booking left as it was', async () => {
    await openChange();
    const { ApiError } = await import('@/lib/api-client');
    const full = 'That time is fully booked. Please choose another time.';
    changeReservation.mockRejectedValue(new ApiError(409, full, { success: false, code: 'slot_full', message: full }));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '20:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save change' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time is fully booked. Please choose another time.');
    expect(screen.getByRole('heading', { name: 'Change booking' })).toBeInTheDocument();
    expect(screen.getByText('1:00 PM', { selector: 'dd' })).toBeInTheDocument();
  });

  it('says so while the times load, and when they could not be loaded', async () => {
    verifyManage.mockResolvedValue(manageSession());
    let fail: (e: Error) => void = () => undefined;
    getAvailability.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    await openBooking();
    await proveIt();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change booking' })));
    await screen.findByRole('heading', { name: 'Change booking' });
    expect(screen.getByLabelText('Time')).toBeDisabled();
    expect(screen.getAllByText('Loading times…').length).toBeGreaterThan(0);
    const { ApiError } = await import('@/lib/api-client');
    await act(async () => fail(new ApiError(0, 'Network error occurred')));
    expect(await screen.findByText(/Network error occurred/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
