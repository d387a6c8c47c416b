import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '@/api/track';
import TrackOrderPage from './TrackOrderPage';

const trackOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/track', () => ({ trackOrder }));
vi.mock('@/lib/settings', async () => {
  const { DEFAULT_SETTINGS } = await import('@domain/settings');
  const rupees = { ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' } };
  return { useSettings: () => rupees, settingsNow: () => rupees, useSettingsLoaded: () => true };
});

const REF = 'AB12CD';
const URI = 'upi://pay?pa=thalihouse@okaxis&pn=Thali%20House&am=442.00&cu=INR&tn=AB12CD';
/** An unpaid dine-in order as tracked; the fields the page reads. */
const order = (upi: TrackedOrder['upi']) =>
  ({
    reference: REF,
    status: 'Preparing',
    orderType: 'dine-in',
    tableNumber: '7',
    items: [{ name: 'Gujarati Thali', quantity: 1 }],
    totalCents: 44_200,
    placedAt: '2026-12-03T06:30:00.000Z',
    readyAt: null,
    readyInMinutes: null,
    tokenNumber: 7,
    invoice: null,
    upi,
    payment: { paid: false, online: false, refunded: 0, refunding: 0, inFull: false },
  }) as TrackedOrder;

function renderTrack() {
  render(
    <MemoryRouter initialEntries={[`/track/${REF}`]}>
      <Routes>
        <Route path="/track/:reference" element={<TrackOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(`track:${REF}`, '4321');
  trackOrder.mockReset();
});

describe('paying an unpaid dine-in order by UPI from the tracking page', () => {
  it('shows "Pay ₹442.00 by UPI" with the QR code of the link and a button that opens the UPI app with it', async () => {
    trackOrder.mockResolvedValue(order({ uri: URI }));
    renderTrack();
    const pay = await screen.findByRole('region', { name: 'Pay ₹442.00 by UPI' });
    expect(within(pay).getByRole('heading', { name: 'Pay ₹442.00 by UPI' })).toBeInTheDocument();
    expect(within(pay).getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', URI);
    const qr = await within(pay).findByRole('img', { name: 'UPI QR code: pay ₹442.00' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  });

  it('shows nothing to pay when the server sends no link (paid, a takeaway, or no UPI id)', async () => {
    trackOrder.mockResolvedValue(order(null));
    renderTrack();
    await screen.findByText('Gujarati Thali');
    expect(screen.queryByTestId('track-upi')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open UPI app' })).toBeNull();
  });
});
