import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { SessionProvider } from '@/lib/session';
import { CartProvider } from '@/stores/cart';
import { Navbar } from './Navbar';
import { Footer } from './Footer';

/** Header and footer are hidden on every path that starts with /admin (spec §2). */
export const isAdminPath = (path: string) => path.startsWith('/admin');

export function RootLayout() {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  return (
    <SessionProvider>
      <CartProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {!admin && <Navbar />}
        <Outlet />
        {!admin && <Footer />}
        <ToastContainer position="top-center" autoClose={5000} newestOnTop closeOnClick />
        <ScrollRestoration />
      </CartProvider>
    </SessionProvider>
  );
}
