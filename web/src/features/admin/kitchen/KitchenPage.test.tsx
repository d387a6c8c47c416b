import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitchenBoardView, KitchenTicket } from '@domain/kitchen';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import KitchenPage from './KitchenPage';

const session = vi.hoisted(() => ({ user: null as SessionUser | null, isLoading: false }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const settings = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/settings', () => ({ useSettings: () => settings.current }));
const getKitchenBoard = vi.hoisted(() => vi.fn());
const moveTicket = vi.hoisted(() => vi.fn());
vi.mock('@/api/kitchen', () => ({ getKitchenBoard, moveTicket }));
const getThaliNow = vi.hoisted(() => vi.fn());
vi.mock('@/api/thali', () => ({ getThaliNow }));
const sound = vi.hoisted(() => ({ playChime: vi.fn(async () => true) }));
vi.mock('../shell/alert-sound', () => ({
  audioSupported: () => true,
  audioUnlocked: () => true,
  unlockAudio: () => undefined,
  readMuted: () => false,
  writeMuted: () => undefined,
  playChime: sound.playChime,
  claimChime: () => true,
}));

const admin: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000).toISOString();

function ticket(id: string, patch: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    id,
    reference: id.slice(-6).toUpperCase(),
    tokenNumber: null,
    status: 'Pending',
    orderType: 'dine-in',
    tableNumber: '7',
    name: 'Asha Patel',
    source: 'online',
    items: [
      { name: 'Gujarati Thali', quantity: 2 },
      { name: 'Masala Chaas', quantity: 1 },
    ],
    verifiedAt: minutesAgo(3),
    readyAt: null,
    pickupAt: null,
    plates: 0,
    updatedAt: minutesAgo(3),
    ...patch,
  };
}
const board = (tickets: KitchenTicket[], full = true): KitchenBoardView => ({
  asOf: new Date().toISOString(),
  cursor: new Date(Date.now() - 30_000).toISOString(),
  full,
  truncated: false,
  readyWindowMinutes: 60,
  tickets,
});

function renderPage() {
  return render(
    <MemoryRouter>
      <KitchenPage />
    </MemoryRouter>,
  );
}
const columnOf = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

beforeEach(() => {
  vi.clearAllMocks();
  getThaliNow.mockResolvedValue({ current: null, next: null, orderable: null });
  session.user = admin;
  settings.current = { ...DEFAULT_SETTINGS, kitchen: { ...DEFAULT_SETTINGS.kitchen, amberMinutes: 15, redMinutes: 25 } };
  // Polls and undo windows run on a fake clock that also moves with real time, so waitFor still works.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  // Spies on document.hidden and window.print: a failed test must not leave the page "hidden" for the next.
  vi.restoreAllMocks();
});

const lunchThali = (platesLeft: number) => ({
  date: '2030-01-14',
  service: 'lunch',
  serviceName: 'Lunch',
  name: 'Gujarati Thali',
  price: 12.5,
  special: false,
  components: ['Dal', 'Rice'],
  variants: ['regular'],
  refill: { policy: 'unlimited', note: '' },
  platesTotal: 5,
  platesLeft,
  soldOut: platesLeft === 0,
  itemId: 'thali_2030-01-14_lunch',
});

describe('the kitchen display', () => {
  it("shows the thali's plates left beside the takeaway load, refreshed, and says when it is sold out", async () => {
    getKitchenBoard.mockResolvedValue(board([]));
    getThaliNow.mockResolvedValue({ current: lunchThali(3), next: null, orderable: 'thali_2030-01-14_lunch' });
    renderPage();
    const load = within(await screen.findByRole('region', { name: 'Takeaway plates' }));
    expect(await load.findByText('3 of 5 plates left')).toBeInTheDocument();
    expect(load.getByText('Gujarati Thali · Lunch')).toBeInTheDocument();

    getThaliNow.mockResolvedValue({ current: lunchThali(0), next: null, orderable: null });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await load.findByText('Sold out for lunch')).toBeInTheDocument();
  });

  it('shows no thali beside the load when none is set', async () => {
    getKitchenBoard.mockResolvedValue(board([]));
    renderPage();
    const load = within(await screen.findByRole('region', { name: 'Takeaway plates' }));
    await waitFor(() => expect(getThaliNow).toHaveBeenCalled());
    expect(load.queryByText(/plates left|Sold out/)).toBeNull();
  });

  it('shows a loading state, then each order as a ticket in its column with reference, table, items and time', async () => {
    getKitchenBoard.mockResolvedValue(
      board([
        ticket('order0000000000aaa111', { verifiedAt: minutesAgo(3) }),
        ticket('order0000000000bbb222', { status: 'Preparing', orderType: 'takeaway', tableNumber: null, verifiedAt: minutesAgo(17) }),
        ticket('order0000000000ccc333', { status: 'Preparing', verifiedAt: minutesAgo(27), source: 'walk-in' }),
      ]),
    );
    renderPage();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();

    const fresh = await screen.findByRole('article', { name: '#AAA111' });
    expect(within(fresh).getByText('Dine-in · Table 7')).toBeInTheDocument();
    expect(within(fresh).getByRole('list', { name: 'Items' })).toHaveTextContent('2× Gujarati Thali1× Masala Chaas');
    expect(within(fresh).getByText('3 min')).toBeInTheDocument();
    expect(within(fresh).getByText('On time')).toBeInTheDocument();

    const amber = columnOf('Preparing').getByRole('article', { name: '#BBB222' });
    expect(within(amber).getByText('Takeaway')).toBeInTheDocument();
    expect(within(amber).getByText('17 min')).toBeInTheDocument();
    expect(within(amber).getByText('Running late')).toBeInTheDocument();
    expect(amber).toHaveClass('kds-amber');

    const red = columnOf('Preparing').getByRole('article', { name: '#CCC333' });
    expect(within(red).getByText('27 min')).toBeInTheDocument();
    expect(within(red).getByText('Overdue')).toBeInTheDocument();
    expect(within(red).getByText('Walk-in')).toBeInTheDocument();

    expect(columnOf('Ready').getByText('Nothing is waiting to be served or collected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admindashboardpage');
    expect(getKitchenBoard).toHaveBeenCalledWith(null, expect.any(AbortSignal));
  });

  it('follows the thresholds saved in the settings', async () => {
    settings.current = { ...DEFAULT_SETTINGS, kitchen: { ...DEFAULT_SETTINGS.kitchen, amberMinutes: 2, redMinutes: 5 } };
    getKitchenBoard.mockResolvedValue(board([ticket('order0000000000aaa111', { verifiedAt: minutesAgo(3) })]));
    renderPage();
    const t = await screen.findByRole('article', { name: '#AAA111' });
    expect(within(t).getByText('Running late')).toBeInTheDocument();
  });

  it('when the first load fails it says so and Try Again loads the board', async () => {
    getKitchenBoard.mockRejectedValueOnce(new ApiError(0, 'Network error occurred')).mockResolvedValue(board([]));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the kitchen orders');
    expect(alert).toHaveTextContent('Network error occurred');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No new orders. New ones appear here within a few seconds.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is being prepared.')).toBeInTheDocument();
  });

  it('one tap moves a ticket on at once; Undo puts it back and nothing is sent', async () => {
    getKitchenBoard.mockResolvedValue(board([ticket('order0000000000aaa111')]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start preparing #AAA111' }));
    expect(columnOf('Preparing').getByRole('article', { name: '#AAA111' })).toBeInTheDocument();
    expect(columnOf('Pending').queryByRole('article')).toBeNull();
    expect(document.querySelector('.kds-undo')).toHaveTextContent('#AAA111 moved to Preparing');

    fireEvent.click(screen.getByRole('button', { name: 'Undo: put #AAA111 back in Pending' }));
    expect(columnOf('Pending').getByRole('article', { name: '#AAA111' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(moveTicket).not.toHaveBeenCalled();
  });

  it('a move is sent when its 10 seconds are up, or at once with Done', async () => {
    getKitchenBoard.mockResolvedValue(board([ticket('order0000000000aaa111'), ticket('order0000000000bbb222', { status: 'Preparing' })]));
    moveTicket.mockImplementation(async (id: string, status: string) => ({
      id,
      status,
      readyAt: status === 'Ready' ? new Date().toISOString() : null,
      updatedAt: new Date().toISOString(),
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start preparing #AAA111' }));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(moveTicket).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(moveTicket).toHaveBeenCalledWith('order0000000000aaa111', 'Preparing', { keepalive: false });

    fireEvent.click(screen.getByRole('button', { name: 'Mark ready #BBB222' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done: send #BBB222 to Ready now' }));
    await waitFor(() => expect(moveTicket).toHaveBeenCalledWith('order0000000000bbb222', 'Ready', { keepalive: false }));
    expect(columnOf('Ready').getByRole('article', { name: '#BBB222' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('when another tablet moved the order first, it says so and reloads the whole board', async () => {
    getKitchenBoard.mockResolvedValue(board([ticket('order0000000000aaa111')]));
    moveTicket.mockRejectedValue(
      new ApiError(409, 'A Ready order can only move to Completed, not Preparing', {
        success: false,
        code: 'conflict',
        message: 'x',
        data: { status: 'Ready' },
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start preparing #AAA111' }));
    getKitchenBoard.mockClear();
    getKitchenBoard.mockResolvedValue(board([ticket('order0000000000aaa111', { status: 'Ready', readyAt: new Date().toISOString() })]));
    fireEvent.click(screen.getByRole('button', { name: 'Done: send #AAA111 to Preparing now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '#AAA111 was changed on another screen and is now Ready, so it was not moved to Preparing. The board has been refreshed.',
    );
    await waitFor(() => expect(getKitchenBoard).toHaveBeenCalledWith(null, expect.any(AbortSignal)));
    expect(await columnOf('Ready').findByRole('article', { name: '#AAA111' })).toBeInTheDocument();
  });

  it('when the page is hidden, the waiting moves are sent at once with keepalive and polling stops', async () => {
    getKitchenBoard.mockResolvedValue(board([ticket('order0000000000aaa111')]));
    moveTicket.mockResolvedValue({ status: 'Preparing', readyAt: null, updatedAt: new Date().toISOString() });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start preparing #AAA111' }));
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(moveTicket).toHaveBeenCalledTimes(1));
    expect(moveTicket).toHaveBeenCalledWith('order0000000000aaa111', 'Preparing', { keepalive: true });
    const polls = getKitchenBoard.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(getKitchenBoard.mock.calls.length).toBe(polls);
  });

  it('polls for changes; a new online order flashes and chimes, a walk-in order only flashes', async () => {
    getKitchenBoard.mockResolvedValueOnce(board([ticket('order0000000000aaa111')]));
    renderPage();
    await screen.findByRole('article', { name: '#AAA111' });
    expect(sound.playChime).not.toHaveBeenCalled();

    getKitchenBoard.mockResolvedValueOnce(board([ticket('order0000000000ddd444', { source: 'walk-in' })], false));
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    const walkIn = await screen.findByRole('article', { name: '#DDD444' });
    expect(walkIn).toHaveClass('is-new');
    expect(within(walkIn).getByText('New')).toBeInTheDocument();
    expect(sound.playChime).not.toHaveBeenCalled();
    expect(getKitchenBoard).toHaveBeenLastCalledWith(expect.any(String), expect.any(AbortSignal));

    getKitchenBoard.mockResolvedValueOnce(board([ticket('order0000000000eee555')], false));
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByRole('article', { name: '#EEE555' })).toHaveClass('is-new');
    expect(sound.playChime).toHaveBeenCalledTimes(1);
    expect(screen.getByText('New order #EEE555, Dine-in · Table 7')).toBeInTheDocument();
    // The earlier ones are all still there: a change poll merges.
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('Print puts only that ticket on an 80 mm slip and takes it away after printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    getKitchenBoard.mockResolvedValue(board([ticket('order0000000000aaa111'), ticket('order0000000000bbb222')]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Print ticket #AAA111' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const slip = screen.getByTestId('kot-slip');
    expect(slip.parentElement).toBe(document.body);
    expect(slip).toHaveTextContent('#AAA111');
    expect(slip).toHaveTextContent('Dine-in · Table 7');
    expect(slip).toHaveTextContent('2 xGujarati Thali');
    expect(slip).not.toHaveTextContent('#BBB222');
    expect(document.querySelector('style')?.textContent).toMatch(/^@page \{ size: 80mm \d+mm; margin: 0 \}$/);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByTestId('kot-slip')).toBeNull();
  });

  it('sends a signed-in customer to the admin login, and loads nothing', () => {
    session.user = { ...admin, role: 'user' };
    render(
      <MemoryRouter initialEntries={['/adminkitchen']}>
        <Routes>
          <Route path="/adminkitchen" element={<KitchenPage />} />
          <Route path="/admin/adminlogin" element={<p>Admin login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Admin login')).toBeInTheDocument();
    expect(getKitchenBoard).not.toHaveBeenCalled();
  });
});
