import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { I18nProvider } from '@/i18n/I18n';
import type { AnyCatalog } from '@/i18n/catalog';
import guCatalog from '@/i18n/catalog.gu';
import hiCatalog from '@/i18n/catalog.hi';
import type { Session } from '@/lib/session';
import LoginPage from '../LoginPage';
import RegisterPage from '../RegisterPage';

/*
 * /login and /register as a guest who is not signed in sees them, with the users API, the session and the toasts mocked.
 * A test file imports this before anything that imports the pages, so that the mocks below are in place when they load.
 */
const mocks = vi.hoisted(() => ({
  session: { current: null as unknown as Session },
  calls: {
    login: vi.fn(),
    startRegistration: vi.fn(),
    verifyRegistration: vi.fn(),
    resendRegistrationOtp: vi.fn(),
    requestLoginCode: vi.fn(),
    verifyLoginCode: vi.fn(),
    requestPasswordReset: vi.fn(),
    resetPassword: vi.fn(),
  },
  toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('@/lib/session', () => ({ useSession: () => mocks.session.current }));
vi.mock('@/api/users', () => mocks.calls);
vi.mock('react-toastify', () => ({ toast: mocks.toast }));

/** The session the pages read (set it with signedOutSession before each test), the users API's calls, and the toasts shown. */
export const { session, calls, toast } = mocks;

/** A session with no one signed in: signing in, and the code a registration waits for, are only recorded. */
export function signedOutSession(): Session {
  let pendingOtp: Session['pendingOtp'] = null;
  return {
    user: null,
    isLoading: false,
    error: null,
    get pendingOtp() {
      return pendingOtp;
    },
    setPendingOtp: vi.fn((p) => {
      pendingOtp = p;
    }),
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(),
    setError: vi.fn(),
  };
}

// Typed loosely: another namespace being filled in must not stop these pages' checks from compiling.
const CATALOGS = { gu: guCatalog, hi: hiCatalog } as unknown as Record<'gu' | 'hi', AnyCatalog>;

/** Opens path (/login, /register, with its query) in English, or under /gu or /hi in that language; / is a stand-in home page. */
export function renderAccountPage(path: string, lang?: 'gu' | 'hi') {
  const prefix = lang ? `/${lang}` : '';
  const pages = (
    <MemoryRouter initialEntries={[`${prefix}${path}`]}>
      <Routes>
        <Route path={`${prefix}/login`} element={<LoginPage />} />
        <Route path={`${prefix}/register`} element={<RegisterPage />} />
        <Route path={`${prefix}/`} element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>
  );
  return render(
    lang ? (
      <I18nProvider lang={lang} catalog={CATALOGS[lang]}>
        {pages}
      </I18nProvider>
    ) : (
      pages
    ),
  );
}
