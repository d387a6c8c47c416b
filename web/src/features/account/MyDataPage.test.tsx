import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Session, SessionUser } from '@/lib/session';
import { I18nProvider, MISSING_PATTERN } from '@/i18n/I18n';
import type { AnyCatalog } from '@/i18n/catalog';
import guCatalog from '@/i18n/catalog.gu';
import hiCatalog from '@/i18n/catalog.hi';
import MyDataPage from './MyDataPage';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/session', () => ({ useSession: () => session.current }));
const calls = vi.hoisted(() => ({ changePassword: vi.fn(), deleteMyAccount: vi.fn(), requestDeleteCode: vi.fn(), exportMyData: vi.fn() }));
vi.mock('@/api/users', () => calls);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const meera: SessionUser = { _id: 'u1', id: 'u1', name: 'Meera Joshi', phone: '9876543210', role: 'user', isVerified: true };

beforeEach(() => {
  session.current = {
    user: meera,
    isLoading: false,
    error: null,
    pendingOtp: null,
    setPendingOtp: vi.fn(),
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    setError: vi.fn(),
  };
});
afterEach(() => vi.clearAllMocks());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/my-data']}>
      <Routes>
        <Route path="/my-data" element={<MyDataPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('Your data: change password', () => {
  it('refuses a short new password before asking the server', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'masala-chai');
    await user.type(screen.getByLabelText('New password'), '123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.changePassword).not.toHaveBeenCalled();
  });

  it('a wrong current password is shown, and a right one keeps this device signed in with the new session', async () => {
    const message = 'Your current password is not right: nothing was changed.';
    calls.changePassword.mockRejectedValueOnce(new ApiError(400, message, { success: false, code: 'validation_failed', message }));
    calls.changePassword.mockResolvedValueOnce({ token: 'fresh', user: meera });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'jeera-rice');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.current.signIn).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'masala-chai');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(session.current.signIn).toHaveBeenCalledWith('fresh', meera));
    expect(calls.changePassword).toHaveBeenLastCalledWith({ currentPassword: 'masala-chai', password: 'jeera-rice' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('Your data: delete with a texted code', () => {
  it('asks for the 6-digit code, texts one, and deletes with it', async () => {
    calls.requestDeleteCode.mockResolvedValue({ phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 });
    calls.deleteMyAccount.mockResolvedValue(undefined);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account...' }));
    await user.click(screen.getByRole('button', { name: 'Confirm with a code texted to my phone instead' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the 6-digit code we texted you');
    expect(calls.deleteMyAccount).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('button', { name: 'Text me a new code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await screen.findByText('Home page');
    expect(calls.deleteMyAccount).toHaveBeenCalledWith({ otp: '123456' });
    expect(session.current.signOut).toHaveBeenCalled();
  });

  it('the password way still works', async () => {
    calls.deleteMyAccount.mockResolvedValue(undefined);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account...' }));
    await user.type(screen.getByLabelText('Your password, to confirm'), 'masala-chai');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await screen.findByText('Home page');
    expect(calls.deleteMyAccount).toHaveBeenCalledWith({ password: 'masala-chai' });
  });
});

describe('Your data: the privacy notice', () => {
  it("states how long each kind of data is kept, with the owner's years for names and phones, signed in or not", () => {
    renderPage();
    const notice = screen.getByRole('region', { name: 'How long we keep your data' });
    expect(notice).toHaveTextContent('deleted a day after the code or payment expires');
    expect(notice).toHaveTextContent('kept for 8 years');
    expect(notice).toHaveTextContent('are removed after 3 years');

    session.current = { ...session.current, user: null };
    renderPage();
    expect(screen.getAllByRole('region', { name: 'How long we keep your data' })).toHaveLength(2);
  });
});

describe('Your data in Gujarati and Hindi', () => {
  const CATALOGS = { gu: guCatalog, hi: hiCatalog } as unknown as Record<'gu' | 'hi', AnyCatalog>;
  it.each([
    ['gu', 'પાસવર્ડ બદલો', 'હાલનો પાસવર્ડ', 'કૃપા કરીને આપનો હાલનો પાસવર્ડ લખો', 'આપનો ડેટા', '3 વર્ષ'],
    ['hi', 'पासवर्ड बदलें', 'वर्तमान पासवर्ड', 'कृपया अपना वर्तमान पासवर्ड लिखें', 'आपका डेटा', '3 साल'],
  ] as const)(
    '%s: the page, its check of an empty password and a refusal by its code read in the language',
    async (lang, change, current, enterCurrent, title, years) => {
      calls.changePassword.mockRejectedValue(new ApiError(401, 'Current password is incorrect', { success: false, code: 'invalid_credentials' }));
      render(
        <I18nProvider lang={lang} catalog={CATALOGS[lang]}>
          <MemoryRouter initialEntries={[`/${lang}/my-data`]}>
            <MyDataPage />
          </MemoryRouter>
        </I18nProvider>,
      );
      const user = userEvent.setup();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(document.body.textContent).toContain(years);
      await user.click(screen.getByRole('button', { name: change }));
      expect(await screen.findByText(enterCurrent)).toBeInTheDocument();
      expect(calls.changePassword).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText(current), 'old-secret');
      await user.type(screen.getByLabelText(CATALOGS[lang].account.newPassword), 'jeera-rice');
      await user.click(screen.getByRole('button', { name: change }));
      expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGS[lang].errors.invalid_credentials);
      expect(screen.queryByText(/Current password is incorrect/)).toBeNull();
      expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
    },
  );
});
