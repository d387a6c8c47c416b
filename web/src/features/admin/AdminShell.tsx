import { useLocation } from 'react-router-dom';
import { AdminGuard } from './AdminGuard';
import DashboardSection from './sections/DashboardSection';
import OrdersSection from './sections/OrdersSection';
import ReservationsSection from './sections/ReservationsSection';
import InventorySection from './sections/InventorySection';
import UsersSection from './sections/UsersSection';
import MenuSection from './sections/MenuSection';

const SECTIONS: Record<string, () => React.ReactNode> = {
  '/admindashboardpage': DashboardSection,
  '/adminorders': OrdersSection,
  '/adminreservations': ReservationsSection,
  '/admininventory': InventorySection,
  '/adminusers': UsersSection,
  '/adminmenu': MenuSection,
};

export default function AdminShell() {
  const { pathname } = useLocation();
  const Section = SECTIONS[pathname] ?? DashboardSection;
  return (
    <AdminGuard>
      <main id="main">
        <Section />
      </main>
    </AdminGuard>
  );
}
