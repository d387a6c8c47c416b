import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityView } from '@domain/booking';
import { bookingPolicyLines } from '@domain/booking-text';
import { DEFAULT_SETTINGS, closureDates, type Settings } from '@domain/settings';
import { addDays, restaurantDate } from '@domain/time';
import { MISSING_PATTERN, translator, type Lang } from '@/i18n';
import { CATALOGS, renderInLanguage } from '@/testing/in-language';
import en from '@/i18n/catalog.en';
import { manageSession } from '@/testing/fixtures';
import BookTablePage from './BookTablePage';
import ManageReservationPage from './ManageReservationPage';
import { bookingFormat, policyLines } from './booking-i18n';

const api = vi.hoisted(() => ({
  getAvailability: vi.fn(),
  createReservation: vi.fn(),
  startManage: vi.fn(),
  verifyManage: vi.fn(),
  changeReservation: vi.fn(),
  cancelReservation: vi.fn(),
  resendReservationOtp: vi.fn(),
  verifyReservationOtp: vi.fn(),
}));
vi.mock('@/api/reservations', () => api);
const settings = vi.hoisted(() => ({ current: null as unknown as Settings }));
vi.mock('@/lib/settings', () => ({ useSettings: () => settings.current }));

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const date = addDays(restaurantDate(new Date(), TZ), 3);
const answer = (d: string, partySize: number): AvailabilityView => ({
  date: d,
  partySize,
  slots: ['12:00', '12:30', '20:00'].map((time) => ({ time, remaining: 40, available: true, past: false, tooSoon: false })),
  closed: null,
  next: null,
});

const text = () => document.body.textContent ?? '';
const t = (lang: 'gu' | 'hi') => translator('booking', CATALOGS[lang], lang);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  settings.current = { ...DEFAULT_SETTINGS, booking: { ...DEFAULT_SETTINGS.booking, cancelCutoffMinutes: 180 } };
  api.getAvailability.mockImplementation(async (d: string, n: number) => answer(d, n));
});

describe.each(['gu', 'hi'] as const)('the book-a-table page in %s', (lang) => {
  it('reads wholly in the language, with no English left and no missing message', async () => {
    renderInLanguage(lang, `/${lang}/booktable`, `/${lang}/booktable`, <BookTablePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(lang)('heading'));
    fireEvent.change(screen.getByLabelText(t(lang)('date')), { target: { value: date } });
    await waitFor(() => expect(screen.getByRole('option', { name: bookingFormat(lang, `${lang}-IN`, t(lang)).time('20:00') })).toBeEnabled());
    expect(text()).not.toMatch(MISSING_PATTERN);
    for (const english of ['Table Reservation', 'Reserve Table', 'Reservation policy', 'Already booked?', 'Full name', 'guests'])
      expect(text()).not.toContain(english);
    await waitFor(() => expect(document.title).toContain(t(lang)('pageTitle')));
  });
});

describe('the book-a-table page in Hindi', () => {
  it('says what is wrong with a bad input in Hindi, and books in Hindi once it is put right', async () => {
    const h = t('hi');
    renderInLanguage('hi', '/hi/booktable', '/hi/booktable', <BookTablePage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: h('reserve') })));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी ज़रूरी जानकारी भरें');

    fireEvent.change(screen.getByLabelText(h('name')), { target: { value: 'Asha Patel' } });
    fireEvent.change(screen.getByLabelText(h('phone')), { target: { value: '98765' } });
    fireEvent.change(screen.getByLabelText(h('date')), { target: { value: date } });
    await waitFor(() => expect(screen.getByLabelText(h('time'))).toBeEnabled());
    fireEvent.change(screen.getByLabelText(h('time')), { target: { value: '20:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: h('reserve') })));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया 10 अंकों का फ़ोन नंबर लिखें');
    expect(api.createReservation).not.toHaveBeenCalled();

    api.createReservation.mockResolvedValue({ reservationId: 'r1', reference: 'ABCD2345', otpExpiresInSeconds: 600, resendInSeconds: 60 });
    fireEvent.change(screen.getByLabelText(h('phone')), { target: { value: '9876543210' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: h('reserve') })));
    await waitFor(() => expect(api.createReservation).toHaveBeenCalledTimes(1));
    // The booking carries the page's language: its code and reminder are texted in Hindi.
    expect(api.createReservation.mock.calls[0]![2]).toBe('hi');
    const sent = h('otpSentTo', { phone: '9876543210' });
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === sent)).toBeInTheDocument();
    expect(text()).toMatch(/कोड \d+:\d{2} में समाप्त होगा/);
    expect(text()).not.toContain('Code expires');
    expect(text()).not.toMatch(MISSING_PATTERN);
  });
});

describe('the reservation policy', () => {
  it.each([
    ['the seeded settings', DEFAULT_SETTINGS],
    [
      'other limits',
      {
        ...DEFAULT_SETTINGS,
        booking: {
          ...DEFAULT_SETTINGS.booking,
          minPartySize: 2,
          maxPartySize: 12,
          minNoticeMinutes: 150,
          cancelCutoffMinutes: 1440,
          maxBookingsPerPhonePerDay: 1,
        },
        guests: { ...DEFAULT_SETTINGS.guests, noShowsBeforeRequested: 1 },
      },
    ],
    ['no cutoff', { ...DEFAULT_SETTINGS, booking: { ...DEFAULT_SETTINGS.booking, cancelCutoffMinutes: 0, minNoticeMinutes: 0, maxBookingsPerPhonePerDay: 3 } }],
  ] as [string, Settings][])('reads in English word for word as the rules write it, with %s', (_, s) => {
    const english = translator('booking', en, 'en');
    expect(policyLines(s, english, bookingFormat('en', 'en-IN', english))).toEqual(bookingPolicyLines(s));
  });

  it("writes a closure's days as the English always did, and in Gujarati and Hindi by Intl", () => {
    const english = translator('booking', en, 'en');
    const range = { from: '2026-12-24', to: '2027-01-02', note: '' };
    expect(bookingFormat('en', 'en-IN', english).closure(range)).toBe(closureDates(range));
    const hindi = bookingFormat('hi', 'hi-IN', t('hi')).closure(range);
    expect(hindi).toMatch(/^24 \S+ – 2 \S+ 2027$/);
    expect(hindi).not.toMatch(/[A-Za-z]/);
  });

  it.each(['gu', 'hi'] as const)('reads in %s with Latin digits', (lang) => {
    const lines = policyLines(DEFAULT_SETTINGS, t(lang), bookingFormat(lang, `${lang}-IN`, t(lang)));
    expect(lines.join('\n')).not.toMatch(/[A-Za-z]{3,}/);
    expect(lines[0]).toContain(String(DEFAULT_SETTINGS.booking.daysAhead));
  });
});

const session = manageSession({ cancelUntil: '2030-01-14T04:30:00.000Z' });

describe.each(['gu', 'hi'] as const)('managing a booking in %s', (lang: Lang & ('gu' | 'hi')) => {
  it('proves the phone, shows the booking and asks before cancelling, all in the language', async () => {
    const tr = t(lang);
    api.startManage.mockResolvedValue({ message: 'If the phone number matches the reservation, we have sent an OTP to it.', data: { resendInSeconds: 60 } });
    api.verifyManage.mockResolvedValue(session);
    renderInLanguage(lang, `/${lang}/reservation/ABCD2345`, `/${lang}/reservation/:reference`, <ManageReservationPage />);
    await screen.findByText('ABCD2345');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(tr('manageHeading'));
    expect(text()).toContain(tr('cancelUpToCall', { duration: tr.count('hours', 3) }));

    fireEvent.change(screen.getByLabelText(tr('phoneLabel')), { target: { value: '98765' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: tr('sendOtp') })));
    expect(await screen.findByRole('alert')).toHaveTextContent(tr('vPhone'));

    fireEvent.change(screen.getByLabelText(tr('phoneLabel')), { target: { value: '9876543210' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: tr('sendOtp') })));
    // The server's English "we have sent" is said in the page's language.
    // Found by its words: a spinner's "Loading" is a status too, and may still be on the page.
    expect(await screen.findByText(tr('manageOtpSent'))).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: tr('otpVerify') })));
    await screen.findByRole('heading', { name: tr('bookingDetails') });

    const f = bookingFormat(lang, `${lang}-IN`, tr);
    expect(text()).toContain(f.longDate('2030-01-14'));
    expect(text()).toContain(tr('statusConfirmed'));
    expect(text()).toContain(tr('cancelOnlineUntil', { at: f.at({ date: '2030-01-14', time: '10:00' }, new Date(), TZ) }));
    expect(f.longDate('2030-01-14')).toMatch(/14/);

    fireEvent.click(screen.getByRole('button', { name: tr('cancelReservation') }));
    expect(await screen.findByRole('heading', { name: tr('cancelConfirmTitle') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tr('yesCancel') })).toBeEnabled();
    expect(text()).not.toMatch(MISSING_PATTERN);
    for (const english of ['Booking details', 'Cancel reservation', 'Change booking', 'Your reservation', 'Guests', 'Status'])
      expect(text()).not.toContain(english);
  });
});
