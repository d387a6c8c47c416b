import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/stale-chunk';
import { RootLayout } from './layout/RootLayout';

/**
 * Each page is its own chunk: admin code never loads on public pages.
 * Routes render through <BrowserRouter> + useRoutes rather than a data router:
 * the data router alone costs ~17 KB gzipped on every page, which the public
 * pages' 100 KB initial-JS budget can't carry. So no loaders, useBlocker or
 * useRouteError; RootLayout holds the Suspense and the error boundary.
 */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element'> => {
  const Page = lazyPage(load);
  return { element: <Page /> };
};
const adminShell = page(() => import('@/features/admin/AdminShell'));

const adminSections = ['admindashboardpage', 'adminorders', 'adminreservations', 'admininventory', 'adminusers', 'adminmenu', 'adminaudit'];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', ...page(() => import('@/features/home/HomePage')) },
      { path: '/about', ...page(() => import('@/features/site/AboutPage')) },
      { path: '/contact', ...page(() => import('@/features/site/ContactPage')) },
      { path: '/menu', ...page(() => import('@/features/menu/MenuPage')) },
      { path: '/order', ...page(() => import('@/features/orders/OrderPage')) },
      { path: '/orderconfirmationpage', ...page(() => import('@/features/orders/OrderConfirmationPage')) },
      { path: '/thankyou', ...page(() => import('@/features/orders/ThankYouPage')) },
      { path: '/myorders', ...page(() => import('@/features/orders/MyOrdersPage')) },
      { path: '/booktable', ...page(() => import('@/features/reservations/BookTablePage')) },
      { path: '/reservation/:reference', ...page(() => import('@/features/reservations/ManageReservationPage')) },
      { path: '/login', ...page(() => import('@/features/account/LoginPage')) },
      { path: '/register', ...page(() => import('@/features/account/RegisterPage')) },
      { path: '/admin/adminlogin', ...page(() => import('@/features/admin/AdminLoginPage')) },
      ...adminSections.map((section) => ({ path: `/${section}`, ...adminShell })),
      { path: '*', ...page(() => import('@/components/NotFoundPage')) },
    ],
  },
];
