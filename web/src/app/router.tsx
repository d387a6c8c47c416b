import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { RootLayout } from './layout/RootLayout';

/** Each page is its own chunk: admin code never loads on public pages. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const adminSections = ['admindashboardpage', 'adminorders', 'adminreservations', 'admininventory', 'adminusers', 'adminmenu'];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
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
      ...adminSections.map((section) => ({ path: `/${section}`, ...page(() => import('@/features/admin/AdminShell')) })),
      { path: '*', ...page(() => import('@/components/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
