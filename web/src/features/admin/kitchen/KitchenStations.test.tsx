import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitchenBoardView, KitchenTicket } from '@domain/kitchen';
import { DEFAULT_SETTINGS } from '@domain/settings';
import type { SessionUser } from '@/lib/session';
import KitchenPage from './KitchenPage';
import { PrintSlip } from './PrintSlip';
import { STATION_KEY } from './use-kitchen-station';

const session = vi.hoisted(() => ({ user: null as SessionUser | null, isLoading: false }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const settings = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/settings', () => ({ useSettings: () => settings.current }));
const getKitchenBoard = vi.hoisted(() => vi.fn());
const moveTicket = vi.hoisted(() => vi.fn());
vi.mock('@/api/kitchen', () => ({ getKitchenBoard, moveTicket }));
vi.mock('@/api/thali', () => ({ getThaliNow: vi.fn(async () => ({ current: null, next: null, orderable: null })) }));
vi.mock('../shell/alert-sound', () => ({
  audioSupported: () => true,
  audioUnlocked: () => true,
  unlockAudio: () => undefined,
  readMuted: () => true,
  writeMuted: () => undefined,
  playChime: vi.fn(async () => true),
  claimChime: () => true,
}));

const owner: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
const at = new Date(Date.now() - 3 * 60_000).toISOString();

/** A floor round with lines at two stations, as the whole kitchen's board answers it. */
const round: KitchenTicket = {
  id: 'order0000000000aaa111',
  reference: 'AAA111',
  tokenNumber: null,
  status: 'Pending',
  orderStatus: 'Pending',
  orderType: 'dine-in',
  tableNumber: 'T5',
  name: 'Mehta family',
  source: 'walk-in',
  billId: 'bill1',
  round: 2,
  items: [
    { name: 'Paneer Butter Masala', quantity: 2, station: 'Tandoor' },
    { name: 'Masala Chaas', quantity: 4, station: 'Drinks' },
  ],
  stations: [
    { station: 'Tandoor', status: 'Pending', readyAt: null, items: [{ name: 'Paneer Butter Masala', quantity: 2 }] },
    { station: 'Drinks', status: 'Pending', readyAt: null, items: [{ name: 'Masala Chaas', quantity: 4, note: 'no ice' }] },
  ],
  verifiedAt: at,
  readyAt: null,
  pickupAt: null,
  plates: 0,
  updatedAt: at,
};
/** The same round on the Tandoor's own board: only its lines and its part. */
const tandoorOnly: KitchenTicket = { ...round, items: [round.items[0]!], stations: [round.stations![0]!] };
const board = (tickets: KitchenTicket[], station: string | null): KitchenBoardView => ({
  asOf: new Date().toISOString(),
  cursor: new Date(Date.now() - 30_000).toISOString(),
  full: true,
  truncated: false,
  readyWindowMinutes: 60,
  tickets,
  station,
});

let address = '';
function Address() {
  const l = useLocation();
  address = `${l.pathname}${l.search}`;
  return null;
}
const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <KitchenPage />
      <Address />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  session.user = owner;
  settings.current = DEFAULT_SETTINGS;
  getKitchenBoard.mockImplementation(async (_since: string | null, _signal: AbortSignal, station: string | null) =>
    board(station === 'Tandoor' ? [tandoorOnly] : station ? [] : [round], station),
  );
  moveTicket.mockResolvedValue({ status: 'Preparing', readyAt: null, updatedAt: new Date().toISOString() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the kitchen display's station", () => {
  it('opens on the station in the address, headed with its name, showing its lines only, and its moves name it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/admin/kitchen?station=Tandoor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tandoor' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Station' })).toHaveValue('Tandoor');
    const card = within(await screen.findByRole('article', { name: /AAA111/ }));
    expect(card.getByText('Paneer Butter Masala')).toBeInTheDocument();
    expect(card.queryByText('Masala Chaas')).toBeNull();
    expect(getKitchenBoard).toHaveBeenCalledWith(null, expect.anything(), 'Tandoor');
    expect(localStorage.getItem(STATION_KEY)).toBe('Tandoor');

    fireEvent.click(screen.getByRole('button', { name: 'Start preparing #AAA111' }));
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(moveTicket).toHaveBeenCalledWith('order0000000000aaa111', 'Preparing', { keepalive: false, station: 'Tandoor' });
  });

  it('is remembered on the device and put in the address when chosen, and the whole kitchen is one choice away', async () => {
    const first = renderAt('/admin/kitchen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Station' }), 'Tandoor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tandoor' })).toBeInTheDocument();
    expect(address).toBe('/admin/kitchen?station=Tandoor');
    first.unmount();

    // The next visit, without ?station=, opens on the station this device chose.
    renderAt('/admin/kitchen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tandoor' })).toBeInTheDocument();
    await waitFor(() => expect(address).toBe('/admin/kitchen?station=Tandoor'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Station' }), 'Whole kitchen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    expect([address, localStorage.getItem(STATION_KEY)]).toEqual(['/admin/kitchen', null]);
  });

  it('a station no longer in Settings opens the whole kitchen', async () => {
    localStorage.setItem(STATION_KEY, 'Chaat');
    renderAt('/admin/kitchen?station=Chaat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    expect(getKitchenBoard).toHaveBeenCalledWith(null, expect.anything());
  });
});

describe("the kitchen's print slip", () => {
  it("prints one KOT per station, each with only its lines, the station's name, the table and the round", async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<PrintSlip ticket={round} restaurant="Thali House" timeZone="Asia/Kolkata" now={Date.now()} onDone={vi.fn()} />);
    const [tandoor, drinks] = screen.getAllByTestId('kot-slip');
    expect(screen.getAllByTestId('kot-slip')).toHaveLength(2);
    expect(tandoor).toHaveAccessibleName('KOT for Tandoor');
    expect(tandoor).toHaveTextContent('TANDOOR');
    expect(tandoor).toHaveTextContent('Dine-in · Table T5');
    expect(tandoor).toHaveTextContent('Round 2');
    expect(tandoor).toHaveTextContent('2 xPaneer Butter Masala');
    expect(tandoor).not.toHaveTextContent('Masala Chaas');
    expect(tandoor).toHaveTextContent('2 items · slip 1 of 2');
    expect(drinks).toHaveTextContent('DRINKS');
    expect(drinks).toHaveTextContent('4 xMasala Chaas** no ice');
    expect(drinks).not.toHaveTextContent('Paneer');
  });

  it("prints a station's own board ticket as its one KOT, and an older order's as one slip of every line", () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { unmount } = render(<PrintSlip ticket={tandoorOnly} restaurant="Thali House" timeZone="Asia/Kolkata" now={Date.now()} onDone={vi.fn()} />);
    expect(screen.getAllByTestId('kot-slip').map((s) => s.getAttribute('aria-label'))).toEqual(['KOT for Tandoor']);
    unmount();
    const { stations: _parts, round: _round, ...older } = round;
    render(<PrintSlip ticket={older} restaurant="Thali House" timeZone="Asia/Kolkata" now={Date.now()} onDone={vi.fn()} />);
    const slip = screen.getByTestId('kot-slip');
    expect(slip).toHaveTextContent('Paneer Butter Masala');
    expect(slip).toHaveTextContent('Masala Chaas');
    expect(slip).not.toHaveTextContent('Round');
  });
});
