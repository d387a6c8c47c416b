import { RESTAURANT } from '@domain/restaurant';
import { usePageMeta } from '@/lib/page-meta';
import { DealsCarousel } from './components/DealsCarousel';
import { Features } from './components/Features';
import { Hero } from './components/Hero';
import { Offers } from './components/Offers';
import { SignatureDishes } from './components/SignatureDishes';
import { Testimonials } from './components/Testimonials';
import { Trending } from './components/Trending';
import './home.css';

export default function HomePage() {
  usePageMeta(
    RESTAURANT.cuisines,
    `${RESTAURANT.name} serves Gujarati, Rajasthani and Punjabi thalis. See this week's offers and weekend deals, order for dine-in or takeaway, or book a table.`,
  );
  return (
    <main id="main" className="home">
      <Hero />
      <Offers />
      <DealsCarousel />
      <Features />
      <SignatureDishes />
      <Trending />
      <Testimonials />
    </main>
  );
}
