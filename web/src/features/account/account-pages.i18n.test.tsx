import { calls, renderAccountPage, session, signedOutSession, toast } from './testing/account-pages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { MISSING_PATTERN } from '@/i18n/I18n';

beforeEach(() => {
  session.current = signedOutSession();
});
afterEach(() => vi.clearAllMocks());

/** The words a guest reads on each page, in its language: what the tests look for. */
const WORDS = {
  gu: {
    mobile: 'મોબાઇલ નંબર',
    textMeCode: 'મને કોડ મોકલો',
    usePassword: 'તેના બદલે પાસવર્ડ વાપરો',
    password: 'પાસવર્ડ',
    login: 'લૉગિન',
    badPhone: 'મોબાઇલ નંબર બરાબર 10 અંકનો હોવો જોઈએ',
    badLogin: 'મોબાઇલ નંબર અથવા પાસવર્ડ ખોટો છે.',
    rateLimited: 'ઘણા બધા પ્રયાસો થયા. કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો.',
    fullName: 'પૂરું નામ',
    sendOtp: 'OTP મોકલો',
    noName: 'કૃપા કરીને આપનું પૂરું નામ લખો',
    shortPassword: 'પાસવર્ડ ઓછામાં ઓછો 6 અક્ષરનો હોવો જોઈએ',
    already: 'આ મોબાઇલ નંબર પહેલેથી નોંધાયેલો છે. કૃપા કરીને લૉગિન કરો.',
    goToLogin: 'લૉગિન પર જાઓ',
    register: 'રજિસ્ટર કરો',
  },
  hi: {
    mobile: 'मोबाइल नंबर',
    textMeCode: 'मुझे कोड भेजें',
    usePassword: 'इसके बजाय पासवर्ड इस्तेमाल करें',
    password: 'पासवर्ड',
    login: 'लॉग इन',
    badPhone: 'मोबाइल नंबर ठीक 10 अंकों का होना चाहिए',
    badLogin: 'मोबाइल नंबर या पासवर्ड गलत है।',
    rateLimited: 'बहुत अधिक प्रयास हुए। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    fullName: 'पूरा नाम',
    sendOtp: 'OTP भेजें',
    noName: 'कृपया अपना पूरा नाम लिखें',
    shortPassword: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    already: 'यह मोबाइल नंबर पहले से रजिस्टर है। कृपया लॉग इन करें।',
    goToLogin: 'लॉग इन पर जाएँ',
    register: 'रजिस्टर करें',
  },
} as const;

const refusal = (status: number, code: string, message: string) => new ApiError(status, message, { success: false, code, message });

describe.each(['gu', 'hi'] as const)('/%s/login', (lang) => {
  const w = WORDS[lang];

  it("refuses a short number in the page's language before texting a code", async () => {
    renderAccountPage('/login', lang);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(w.mobile), '98765');
    await user.click(screen.getByRole('button', { name: w.textMeCode }));
    expect(await screen.findByText(w.badPhone)).toBeInTheDocument();
    expect(screen.queryByText('Mobile number must be exactly 10 digits')).toBeNull();
    expect(calls.requestLoginCode).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
    expect(screen.getByRole('link', { name: w.register })).toHaveAttribute('href', `/${lang}/register`);
  });

  it("shows a refused code request by its code, in the language, not the server's English", async () => {
    calls.requestLoginCode.mockRejectedValue(refusal(429, 'rate_limited', 'Too many requests. Please try again in 42 seconds.'));
    renderAccountPage('/login', lang);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(w.mobile), '9876543210');
    await user.click(screen.getByRole('button', { name: w.textMeCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(w.rateLimited);
    expect(screen.queryByText(/Too many requests/)).toBeNull();
  });

  it('a wrong password shows invalid_credentials in the language, under the form and in the toast', async () => {
    calls.login.mockRejectedValue(refusal(401, 'invalid_credentials', 'Invalid phone number or password'));
    renderAccountPage('/login', lang);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: w.usePassword }));
    await user.type(screen.getByLabelText(w.mobile), '9876543210');
    await user.type(screen.getByLabelText(w.password), 'wrong-one');
    await user.click(screen.getByRole('button', { name: w.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(w.badLogin);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(w.badLogin));
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
  });
});

describe.each(['gu', 'hi'] as const)('/%s/register', (lang) => {
  const w = WORDS[lang];

  it("refuses an empty name and a short password in the page's language, asking nothing of the server", async () => {
    renderAccountPage('/register', lang);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(w.mobile), '9876543210');
    await user.type(screen.getByLabelText(w.password), 'abc');
    await user.click(screen.getByRole('button', { name: w.sendOtp }));
    expect(await screen.findByText(w.noName)).toBeInTheDocument();
    expect(screen.getByText(w.shortPassword)).toBeInTheDocument();
    expect(calls.startRegistration).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
  });

  it('an already registered phone shows already_registered in the language, with the way to login', async () => {
    calls.startRegistration.mockRejectedValue(refusal(409, 'already_registered', 'This phone number is already registered. Please log in.'));
    renderAccountPage('/register', lang);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(w.fullName), 'Meera Joshi');
    await user.type(screen.getByLabelText(w.mobile), '9876543210');
    await user.type(screen.getByLabelText(w.password), 'dhokla-2026');
    await user.click(screen.getByRole('button', { name: w.sendOtp }));
    expect(await screen.findByRole('alert')).toHaveTextContent(w.already);
    expect(screen.getByRole('link', { name: w.goToLogin })).toHaveAttribute('href', `/${lang}/login`);
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
  });
});
