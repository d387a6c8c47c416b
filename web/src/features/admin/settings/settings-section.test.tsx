import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemView } from '@domain/menu';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import SettingsSection from './SettingsSection';
import type { AdminSettings, AffectedBooking } from '@/api/settings';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const session = vi.hoisted(() => ({ user: null as SessionUser | null, isLoading: false }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const settingsSaved = vi.hoisted(() => vi.fn());
vi.mock('@/lib/settings', async () => {
  const { DEFAULT_SETTINGS: seeded } = await import('@domain/settings');
  return { settingsSaved, settingsNow: () => seeded, useSettings: () => seeded, useSettingsLoaded: () => true };
});
const getAdminSettings = vi.hoisted(() => vi.fn());
const saveSettings = vi.hoisted(() => vi.fn());
vi.mock('@/api/settings', () => ({ getAdminSettings, saveSettings }));
const getMenu = vi.hoisted(() => vi.fn());
vi.mock('@/api/menu', () => ({ getMenu }));
// The menu's price range under Locale (RepricePanel has its own tests).
vi.mock('@/api/reprice', () => ({ getRepricePreview: () => Promise.resolve({ before: { count: 3, min: 4.5, max: 12.5 }, offers: 0 }), repriceAll: vi.fn() }));

const admin: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
const dish = (id: string, name: string, category = 'Thali'): MenuItemView => ({
  _id: id,
  id,
  name,
  description: '',
  category,
  price: 12.5,
  image: '',
  soldOut: false,
  diet: 'veg',
  spiceLevel: 0,
  allergens: [],
});
const MENU = [dish('gujarati', 'Gujarati Thali'), dish('rajasthani', 'Rajasthani Thali'), dish('kulfi', 'Kesar Kulfi', 'Desserts')];
const loaded = (settings: Settings = DEFAULT_SETTINGS, affectedBookings: AffectedBooking[] = []): AdminSettings => ({ settings, affectedBookings });

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/adminsettings']}>
      <Routes>
        <Route
          path="/adminsettings"
          element={
            <>
              <Link to="/adminorders">Orders</Link>
              <SettingsSection />
            </>
          }
        />
        <Route path="/adminorders" element={<h1>Orders screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const monday = () => screen.getByRole('group', { name: 'Monday' });
const saveButton = () => screen.getByRole('button', { name: /Save settings|Saving…/ });

// The screen renders every section at once (some 60 fields and the time zone list): on a busy machine a journey takes seconds.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.clearAllMocks();
  session.user = admin;
  getAdminSettings.mockResolvedValue(loaded());
  getMenu.mockResolvedValue(MENU);
});

describe('the Settings screen loads', () => {
  it('shows a loading state, then every section with the saved values, rates in percent', async () => {
    let resolve!: (v: AdminSettings) => void;
    getAdminSettings.mockReturnValue(new Promise((r) => (resolve = r)));
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the settings...');
    await act(async () => resolve(loaded()));
    for (const title of ['Identity', 'Locale', 'Weekly hours', 'Closures', 'Booking rules', 'Ordering', 'Offers', 'Home page', 'Kitchen display']) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Restaurant name')).toHaveValue('Thali House');
    expect(screen.getByLabelText('Service charge (%)')).toHaveValue('10');
    expect(screen.getByLabelText('Parcel charge (%)')).toHaveValue('5');
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue('9');
    expect(within(monday()).getByLabelText('Closes')).toHaveValue('23:00');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    expect(screen.getByText('The seeded defaults: nothing saved yet')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('says when it could not load, and Try Again loads it', async () => {
    getAdminSettings.mockRejectedValueOnce(new ApiError(0, 'Network error occurred'));
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the settings');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Restaurant name')).toHaveValue('Thali House');
  });

  it('shows a customer the access message, not the form', async () => {
    session.user = { ...admin, role: 'user' };
    getAdminSettings.mockRejectedValue(
      new ApiError(403, 'Access denied. Admin privileges required.', {
        success: false,
        code: 'forbidden',
        message: 'Access denied. Admin privileges required.',
      }),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(screen.queryByLabelText('Restaurant name')).not.toBeInTheDocument();
  });

  it('lists the confirmed bookings the saved settings leave outside the hours, with a number to call', async () => {
    getAdminSettings.mockResolvedValue(
      loaded(DEFAULT_SETTINGS, [
        {
          id: 'r1',
          reference: 'AB12CD34',
          name: 'Asha Patel',
          phone: '9876543210',
          date: '2026-12-25',
          time: '19:00',
          partySize: 4,
          reason: 'Closed on 2026-12-25 (Christmas)',
        },
      ]),
    );
    renderScreen();
    const panel = await screen.findByRole('region', { name: '1 confirmed booking falls outside the hours' });
    expect(panel).toHaveTextContent('Call the guests marked "Not texted".');
    expect(panel).toHaveTextContent('Not texted');
    expect(panel).toHaveTextContent('#AB12CD34');
    expect(panel).toHaveTextContent('Asha Patel');
    expect(panel).toHaveTextContent('Fri, 25 Dec 2026 at 19:00 · party of 4');
    expect(panel).toHaveTextContent('Closed on 2026-12-25 (Christmas)');
    expect(within(panel).getByRole('link', { name: '+91 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('marks the guests texted an apology for a closure apart from those to call', async () => {
    const booking = { reference: 'AB12CD34', phone: '9876543210', date: '2026-12-25', time: '19:00', partySize: 4, reason: 'Closed on 2026-12-25 (Christmas)' };
    getAdminSettings.mockResolvedValue(
      loaded(DEFAULT_SETTINGS, [
        { ...booking, id: 'r1', name: 'Asha Patel', told: { state: 'sent', at: '2026-12-01T10:00:00.000Z' } },
        { ...booking, id: 'r2', reference: 'ZX98YW76', name: 'Ravi Shah', told: null },
      ]),
    );
    renderScreen();
    const panel = await screen.findByRole('region', { name: '2 confirmed bookings fall outside the hours' });
    expect(panel).toHaveTextContent('1 guest was texted an apology for the closure. Call the guests marked "Not texted".');
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Asha Patel');
    expect(rows[0]).toHaveTextContent('Texted');
    expect(rows[1]).toHaveTextContent('Ravi Shah');
    expect(rows[1]).toHaveTextContent('Not texted');
  });
});

describe('a bad value', () => {
  it('is marked under its field, focused, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderScreen();
    const closes = within(await screen.findByRole('group', { name: 'Monday' })).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '07:00');
    await user.click(saveButton());

    expect(closes).toHaveAttribute('aria-invalid', 'true');
    const message = screen.getAllByText('All day must close after it opens').find((el) => el.id)!;
    expect(closes.getAttribute('aria-describedby')).toContain(message.id);
    expect(closes).toHaveFocus();
    expect(saveSettings).not.toHaveBeenCalled();
    expect(screen.getByText('Not saved: 1 field needs fixing')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The settings were not saved');

    // Fixing it clears the mark at once.
    await user.clear(closes);
    await user.type(closes, '15:00');
    expect(closes).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('All day must close after it opens')).not.toBeInTheDocument();
  });

  it('refused by the server (400) marks the field it names', async () => {
    saveSettings.mockRejectedValue(
      new ApiError(400, 'No menu item has the id kulfi', {
        success: false,
        code: 'validation_failed',
        message: 'No menu item has the id kulfi',
        data: { field: 'home.trendingItemIds' },
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    const trending = await screen.findByRole('group', { name: 'Trending dishes' });
    await user.click(await within(trending).findByRole('checkbox', { name: /Kesar Kulfi/ }));
    await user.click(saveButton());
    const search = within(trending).getByLabelText('Find a dish');
    await waitFor(() => expect(search).toHaveAttribute('aria-invalid', 'true'));
    expect(within(trending).getByText('No menu item has the id kulfi')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('No menu item has the id kulfi');
    expect(screen.getByText('Not saved: 1 field needs fixing')).toBeInTheDocument();
  });
});

describe('saving', () => {
  it('sends the whole object in basis points, shows Saving…, then Saved, and tells every screen', async () => {
    let finish!: (v: AdminSettings & { message: string }) => void;
    saveSettings.mockReturnValue(new Promise((r) => (finish = r)));
    const user = userEvent.setup();
    renderScreen();
    const closes = within(await screen.findByRole('group', { name: 'Monday' })).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '2200');
    await user.tab();
    expect(closes).toHaveValue('22:00');
    const lastOrder = within(screen.getByRole('group', { name: 'Monday' })).getByLabelText('Last order');
    await user.clear(lastOrder);
    await user.type(lastOrder, '2130');
    await user.tab();
    fireEvent.change(screen.getByLabelText('Service charge (%)'), { target: { value: '12.5' } });
    await user.click(screen.getByRole('button', { name: 'Add a closure' }));
    const closure = screen.getByRole('group', { name: 'Closure 1' });
    fireEvent.change(within(closure).getByLabelText('From'), { target: { value: '2099-12-25' } });
    fireEvent.change(within(closure).getByLabelText('To'), { target: { value: '2099-12-26' } });
    fireEvent.change(within(closure).getByLabelText('Note'), { target: { value: 'Christmas' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(saveButton());
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveTextContent('Saving…');
    const body = saveSettings.mock.calls[0]![0] as Settings;
    expect(body.hours.monday).toEqual([{ name: 'All day', opens: '08:00', closes: '22:00', lastBooking: '21:00', lastOrder: '21:30' }]);
    expect(body.ordering.serviceChargeBp).toBe(1250);
    expect(body.tax.rateBp).toBe(900);
    expect(body.closures).toEqual([{ from: '2099-12-25', to: '2099-12-26', note: 'Christmas' }]);
    expect(body.booking.seatsPerSlot).toBe(40);

    const saved: Settings = { ...DEFAULT_SETTINGS, ...body, updatedAt: '2026-11-20T10:00:00.000Z' };
    const affected: AffectedBooking = {
      id: 'r1',
      reference: 'AB12CD34',
      name: 'Asha Patel',
      phone: '9876543210',
      date: '2099-12-25',
      time: '19:00',
      partySize: 4,
      reason: 'Closed on 2099-12-25 (Christmas)',
    };
    await act(async () =>
      finish({
        settings: saved,
        affectedBookings: [affected],
        message: 'Settings saved. 1 confirmed booking now falls outside the hours: please contact the guest.',
      }),
    );

    expect(settingsSaved).toHaveBeenCalledWith(saved);
    expect(toast.warn).toHaveBeenCalledWith(expect.stringContaining('Settings saved.'));
    expect(screen.getByText(/^All changes saved at \d\d:\d\d$/)).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save settings');
    expect(saveButton()).toBeDisabled();
    const panel = screen.getByRole('region', { name: '1 confirmed booking falls outside the hours' });
    expect(panel).toHaveTextContent('Asha Patel');
    // The list of guests to call comes into view.
    expect(panel).toHaveFocus();
    expect(screen.getByLabelText('Service charge (%)')).toHaveValue('12.5');
  });

  it('says what failed when the server is unreachable, and keeps the changes', async () => {
    saveSettings.mockRejectedValue(new ApiError(0, 'Network error occurred'));
    const user = userEvent.setup();
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Restaurant name'), { target: { value: 'Thali Ghar' } });
    await user.click(saveButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network error occurred'));
    expect(screen.getByLabelText('Restaurant name')).toHaveValue('Thali Ghar');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(settingsSaved).not.toHaveBeenCalled();
  });
});

describe('editing', () => {
  it('copies Monday to every day, and a closed day can open again', async () => {
    const user = userEvent.setup();
    renderScreen();
    const closes = within(await screen.findByRole('group', { name: 'Monday' })).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '15:00');
    await user.click(within(monday()).getByRole('button', { name: 'Add a service on Monday' }));
    const second = within(monday()).getByRole('group', { name: 'Monday service 2' });
    expect(within(second).getByLabelText('Service')).toHaveFocus();
    const fill = (label: string, value: string) => fireEvent.change(within(second).getByLabelText(label), { target: { value } });
    fill('Service', 'Dinner');
    fill('Opens', '19:00');
    fill('Closes', '23:00');
    fill('Last booking', '22:00');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    expect(
      within(sunday)
        .getAllByLabelText('Closes')
        .map((el) => (el as HTMLInputElement).value),
    ).toEqual(['15:00', '23:00']);

    await user.click(within(sunday).getByRole('switch', { name: 'Closed' }));
    expect(within(sunday).getByText('Closed all day.')).toBeInTheDocument();
    await user.click(within(sunday).getByRole('switch', { name: 'Closed' }));
    expect(within(sunday).getAllByLabelText('Closes')).toHaveLength(2);
  });

  it('asks before removing a closure, and marks past ones', async () => {
    getAdminSettings.mockResolvedValue(
      loaded({
        ...DEFAULT_SETTINGS,
        closures: [
          { from: '2099-01-26', to: '2099-01-26', note: 'Republic Day' },
          { from: '2001-01-01', to: '2001-01-01', note: 'Long ago' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    // Shown soonest first.
    const past = await screen.findByRole('group', { name: 'Closure 1, past' });
    expect(within(past).getByLabelText('Note')).toHaveValue('Long ago');
    expect(within(past).getByText('Past')).toBeInTheDocument();
    const future = screen.getByRole('group', { name: 'Closure 2' });
    await user.click(within(future).getByRole('button', { name: 'Remove closure 26 January 2099 (Republic Day)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove closure' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('group', { name: 'Closure 2' })).toBeInTheDocument();
    await user.click(within(future).getByRole('button', { name: /Remove closure/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Closure 2' })).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('discards the changes on request', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByLabelText('Tagline'), '!');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Tagline')).toHaveValue(DEFAULT_SETTINGS.identity.tagline);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("chooses an offer's dishes from the menu by searching", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add an offer' }));
    const offer = screen.getByRole('group', { name: /^Offer 1/ });
    await user.type(within(offer).getByLabelText('Title'), 'Thali Tuesday');
    const picker = within(offer).getByRole('group', { name: 'Dishes in Thali Tuesday' });
    await user.type(within(picker).getByLabelText('Find a dish'), 'rajas');
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(picker).getByRole('checkbox', { name: /Rajasthani Thali/ }));
    expect(within(picker).getByRole('list', { name: 'Dishes in Thali Tuesday, chosen' })).toHaveTextContent('Rajasthani Thali');
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first; Stay keeps the screen and Leave goes', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByLabelText('Tagline'), '!');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Tagline')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
  });

  it('does not ask when everything is saved', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText('Tagline');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
  });

  it('asks the browser before the tab closes', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByLabelText('Tagline'), '!');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
