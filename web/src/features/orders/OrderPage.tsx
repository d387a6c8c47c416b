import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Order', 'Order at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Order</h1>
    </main>
  );
}
