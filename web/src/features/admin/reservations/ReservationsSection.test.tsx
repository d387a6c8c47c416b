import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationStatus, ReservationView } from '@domain/booking';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import ReservationsSection from './ReservationsSection';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const session = vi.hoisted(() => ({ user: null as SessionUser | null, isLoading: false }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const getReservations = vi.hoisted(() => vi.fn());
const updateReservationStatus = vi.hoisted(() => vi.fn());
const getReservation = vi.hoisted(() => vi.fn());
const undoReservationMove = vi.hoisted(() => vi.fn());
vi.mock('@/api/reservations-admin', () => ({
  getReservations,
  updateReservationStatus,
  getReservation,
  undoReservationMove,
  sendReservationDueTexts: vi.fn(),
}));

const admin: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
let n = 0;
function reservation(status: ReservationStatus, name: string): ReservationView {
  const id = `reservation${String(++n).padStart(9, '0')}`;
  return {
    _id: id,
    id,
    reservationId: id,
    reference: id.slice(-8).toUpperCase(),
    name,
    phone: '9876543210',
    email: 'a@b.co',
    date: '2026-11-25',
    time: '19:00',
    partySize: 4,
    tableNumber: 'TBD',
    notes: '',
    status,
    isVerified: status !== 'pending',
    otpStatus: status === 'pending' ? 'Awaiting OTP' : 'Verified',
    createdAt: '2026-11-20T10:00:00.000Z',
    started: true,
  };
}
const listOf = (reservations: ReservationView[]) => ({
  message: `${reservations.length} reservations loaded successfully`,
  data: {
    reservations,
    total: reservations.length,
    page: 1,
    limit: 20,
    summary: { total: reservations.length, confirmed: 1, pending: 1, guests: 8 },
    searchTruncated: false,
  },
});
const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

beforeEach(() => {
  vi.clearAllMocks();
  session.user = admin;
  session.isLoading = false;
});

describe('Reservations Management access (spec §6)', () => {
  it('asks to log in as admin when nobody is signed in, and loads nothing', () => {
    session.user = null;
    render(<ReservationsSection />);
    expect(screen.getByText('Please login as admin to view reservations.')).toBeInTheDocument();
    expect(getReservations).not.toHaveBeenCalled();
  });

  it('denies a customer, naming the current role', () => {
    session.user = { ...admin, role: 'user' };
    render(<ReservationsSection />);
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Current role: user');
    expect(getReservations).not.toHaveBeenCalled();
  });
});

describe('Reservations Management for an admin', () => {
  it('shows the summary cards, the columns and the OTP column without codes', async () => {
    getReservations.mockResolvedValue(listOf([reservation('pending', 'Asha'), reservation('confirmed', 'Ravi')]));
    await act(async () => render(<ReservationsSection />));
    for (const label of ['Total Reservations', 'Confirmed', 'Pending', 'Total Guests'])
      expect(within(screen.getByRole('list', { name: 'Reservation summary' })).getByText(label)).toBeInTheDocument();
    for (const column of ['Reservation Details', 'Customer Info', 'Date & Time', 'Party Size', 'Status', 'OTP', 'Actions'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(rowOf('Asha').getByText('Awaiting OTP')).toBeInTheDocument();
    expect(rowOf('Ravi').getByText('Verified')).toBeInTheDocument();
    expect(rowOf('Asha').getByText('pending')).toHaveClass('badge-yellow');
    expect(rowOf('Ravi').getByText('confirmed')).toHaveClass('badge-green');
  });

  it('offers pending → confirm or cancel, confirmed → complete, no-show or cancel, and only the texts once cancelled', async () => {
    getReservations.mockResolvedValue(listOf([reservation('pending', 'Asha'), reservation('confirmed', 'Ravi'), reservation('cancelled', 'Meera')]));
    await act(async () => render(<ReservationsSection />));
    const names = (row: ReturnType<typeof rowOf>) => row.queryAllByRole('button').map((b) => b.textContent);
    expect(names(rowOf('Asha'))).toEqual(['Texts', 'Confirm', 'Cancel']);
    expect(names(rowOf('Ravi'))).toEqual(['Texts', 'Complete', 'No-show', 'Cancel']);
    expect(names(rowOf('Meera'))).toEqual(['Texts']);
    expect(rowOf('Meera').getByText('cancelled')).toHaveClass('badge-red');
  });

  it('offers Complete and No-show only once the booking’s time has come', async () => {
    getReservations.mockResolvedValue(listOf([{ ...reservation('confirmed', 'Kiran'), started: false }]));
    await act(async () => render(<ReservationsSection />));
    expect(
      rowOf('Kiran')
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Texts', 'Cancel']);
  });

  it("saves a status change through the API, toasts 'Reservation {status}' and reloads", async () => {
    const asha = reservation('pending', 'Asha');
    getReservations.mockResolvedValue(listOf([asha]));
    updateReservationStatus.mockResolvedValue({ ...asha, status: 'confirmed' });
    await act(async () => render(<ReservationsSection />));
    await act(async () => fireEvent.click(rowOf('Asha').getByRole('button', { name: /^Confirm/ })));
    expect(updateReservationStatus).toHaveBeenCalledWith(asha.id, 'confirmed');
    expect(toast.success).toHaveBeenCalledWith('Reservation confirmed');
    expect(getReservations).toHaveBeenCalledTimes(2);
  });

  it('asks before cancelling, changes nothing on "Keep it", and toasts the failure text when saving fails', async () => {
    const ravi = reservation('confirmed', 'Ravi');
    getReservations.mockResolvedValue(listOf([ravi]));
    updateReservationStatus.mockRejectedValue(new Error('offline'));
    await act(async () => render(<ReservationsSection />));
    fireEvent.click(rowOf('Ravi').getByRole('button', { name: /^Cancel/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(updateReservationStatus).not.toHaveBeenCalled();
    fireEvent.click(rowOf('Ravi').getByRole('button', { name: /^Cancel/ }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' })));
    expect(updateReservationStatus).toHaveBeenCalledWith(ravi.id, 'cancelled');
    expect(toast.error).toHaveBeenCalledWith('Failed to update reservation status');
  });

  it('the success toast offers Undo, which puts the reservation back', async () => {
    const ravi = reservation('confirmed', 'Ravi');
    getReservations.mockResolvedValue(listOf([ravi]));
    const lastMove = {
      id: 'm1',
      from: 'confirmed' as const,
      to: 'completed' as const,
      at: '2026-11-25T14:00:00.000Z',
      until: '2026-11-25T14:00:10.000Z',
      textHeld: false,
    };
    updateReservationStatus.mockResolvedValue({ ...ravi, status: 'completed', lastMove });
    undoReservationMove.mockResolvedValue({ ...ravi, status: 'confirmed', lastMove: null });
    await act(async () => render(<ReservationsSection />));
    await act(async () => fireEvent.click(rowOf('Ravi').getByRole('button', { name: /^Complete/ })));
    const [content, options] = toast.success.mock.calls[0]!;
    expect(options).toMatchObject({ autoClose: 10_000 });
    const closeToast = vi.fn();
    render(<>{(content as (p: { closeToast: () => void }) => React.ReactNode)({ closeToast })}</>);
    expect(screen.getByText('Reservation completed')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(undoReservationMove).toHaveBeenCalledWith(ravi.id, 'm1');
    expect(toast.success).toHaveBeenLastCalledWith(`Reservation #${ravi.id.slice(-8).toUpperCase()} is confirmed again`);
    expect(closeToast).toHaveBeenCalled();
  });

  it('a change answered 409 shows the message and reloads that one reservation', async () => {
    const ravi = reservation('confirmed', 'Ravi');
    getReservations.mockResolvedValue(listOf([ravi, reservation('pending', 'Asha')]));
    updateReservationStatus.mockRejectedValue(
      new ApiError(409, 'A cancelled reservation cannot be marked completed.', {
        success: false,
        message: 'A cancelled reservation cannot be marked completed.',
      }),
    );
    getReservation.mockResolvedValue({ ...ravi, status: 'cancelled' });
    await act(async () => render(<ReservationsSection />));
    await act(async () => fireEvent.click(rowOf('Ravi').getByRole('button', { name: /^Complete/ })));
    expect(toast.error).toHaveBeenCalledWith('A cancelled reservation cannot be marked completed.');
    await waitFor(() => expect(rowOf('Ravi').getByText('cancelled')).toBeInTheDocument());
    expect(
      rowOf('Ravi')
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Texts']);
    expect(getReservation).toHaveBeenCalledWith(ravi.id);
    expect(getReservations).toHaveBeenCalledTimes(1);
  });

  it("shows 'No reservations found matching your criteria.' and sends the filters to the server", async () => {
    getReservations.mockResolvedValue(listOf([]));
    await act(async () => render(<ReservationsSection />));
    expect(screen.getByText('No reservations found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All Status' })).toBeInTheDocument();
    await act(async () => fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-25' } }));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '98765' } });
    await waitFor(() =>
      expect(getReservations).toHaveBeenLastCalledWith(
        { search: '98765', status: 'cancelled', date: '2026-11-25', page: 1, limit: 20 },
        expect.any(AbortSignal),
      ),
    );
  });
});
