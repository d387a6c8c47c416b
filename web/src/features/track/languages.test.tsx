import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MISSING_PATTERN, translator } from '@/i18n';
import { CATALOGS, renderInLanguage } from '@/testing/in-language';
import type { TrackedOrder } from '@/api/track';
import WaitlistPage from '../waitlist/WaitlistPage';
import TrackOrderPage from './TrackOrderPage';

const trackOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/track', () => ({ trackOrder }));
const waitlist = vi.hoisted(() => ({ getWaitlistPlace: vi.fn() }));
vi.mock('@/api/waitlist', () => waitlist);

const REF = 'AB12CD';
const order: TrackedOrder = {
  reference: REF,
  status: 'Preparing',
  orderType: 'dine-in',
  tableNumber: '4',
  items: [{ name: 'Gujarati Thali', quantity: 2 }],
  totalCents: 2400,
  placedAt: '2026-12-03T06:30:00.000Z',
  readyAt: null,
  readyInMinutes: 12,
  tokenNumber: 7,
  invoice: null,
  upi: null,
  payment: { paid: false, online: false, refunded: 0, refunding: 0, inFull: true },
  creditNote: null,
};

const text = () => document.body.textContent ?? '';

beforeEach(() => {
  sessionStorage.clear();
  trackOrder.mockReset();
  waitlist.getWaitlistPlace.mockReset();
});

describe.each(['gu', 'hi'] as const)('order tracking in %s', (lang) => {
  it('asks for the digits, refuses bad ones, then shows the status, the steps, the token and the payment in the language', async () => {
    const t = translator('track', CATALOGS[lang], lang);
    const user = userEvent.setup();
    trackOrder.mockResolvedValue(order);
    renderInLanguage(lang, `/${lang}/track/${REF}`, `/${lang}/track/:reference`, <TrackOrderPage />);
    const digits = await screen.findByLabelText(t('digitsLabel'));
    await user.type(digits, '12');
    await user.click(screen.getByRole('button', { name: t('showOrder') }));
    expect(screen.getByText(t('digitsInvalid'))).toBeInTheDocument();
    expect(trackOrder).not.toHaveBeenCalled();

    await user.type(digits, '34');
    await user.click(screen.getByRole('button', { name: t('showOrder') }));
    expect(await screen.findByText(`${t('linePreparing')} ${t('readyIn', { minutes: 12 })}`)).toBeInTheDocument();
    expect(screen.getByTestId('track-token')).toHaveTextContent(`${t('token')} 7`);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(t('stepPreparing'));
    expect(screen.getByTestId('track-payment')).toHaveTextContent(t('paymentPending'));
    expect(text()).toContain(t('dineInTable', { table: '4' }));
    expect(text()).not.toMatch(MISSING_PATTERN);
    for (const english of ['Your order', 'Being prepared', 'Token', 'Payment Pending', 'Dine-in', 'Total', 'This page updates'])
      expect(text()).not.toContain(english);
  });
});

describe.each(['gu', 'hi'] as const)('the waitlist page in %s', (lang) => {
  const t = translator('track', CATALOGS[lang], lang);
  it('shows the place and the parties ahead while waiting', async () => {
    waitlist.getWaitlistPlace.mockResolvedValue({ firstName: 'Asha', place: 3, quotedMinutes: 25, status: 'waiting' });
    renderInLanguage(lang, `/${lang}/waitlist/ABCD234`, `/${lang}/waitlist/:reference`, <WaitlistPage />);
    expect(await screen.findByTestId('waitlist-place')).toHaveTextContent(`${t('number')} 3`);
    expect(text()).toContain(t.count('ahead', 2));
    expect(text()).toContain(t('quoted', { minutes: 25 }));
    expect(text()).toContain(t('youAreNamed', { name: 'Asha' }));
    expect(text()).not.toMatch(MISSING_PATTERN);
    expect(text()).not.toMatch(/parties|ahead of you|quoted/);
  });

  it('says the table is ready', async () => {
    waitlist.getWaitlistPlace.mockResolvedValue({ firstName: null, place: 1, quotedMinutes: 25, status: 'notified' });
    renderInLanguage(lang, `/${lang}/waitlist/ABCD234`, `/${lang}/waitlist/:reference`, <WaitlistPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('tableReady'));
    expect(text()).not.toMatch(MISSING_PATTERN);
  });
});
