import { usePageMeta } from '@/lib/page-meta';
import { Deals } from './components/DealsSection';
import { Features } from './components/Features';
import { Hero } from './components/Hero';
import { Offers } from './components/Offers';
import { SignatureDishes } from './components/SignatureDishes';
import { Testimonials } from './components/Testimonials';
import { Trending } from './components/Trending';
import { useHomeMenu } from './use-home-menu';
import './home.css';
import { OrderingClosedNotice } from '@/components/OrderingClosedNotice';
import { TodaysThali } from '@/components/TodaysThali';
import { usePageThali } from '@/components/thali-snapshot';
import { useT } from '@/i18n/I18n';

export default function HomePage() {
  const t = useT('home');
  usePageMeta(t('metaTitle'), t('metaDescription'));
  // The offer, deal and trending cards show real dishes: the menu is read after hydration, outside the first load.
  const menu = useHomeMenu();
  // The function renders the thali into the page (GET /): the first render draws it from the page, with no shift.
  const thali = usePageThali();
  return (
    <main id="main" className="home">
      <OrderingClosedNotice />
      <Hero />
      <div className="container">
        <TodaysThali initial={thali} />
      </div>
      <Offers menu={menu} />
      <Deals menu={menu} />
      <Features />
      <SignatureDishes />
      <Trending menu={menu} />
      <Testimonials />
    </main>
  );
}
