import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Confirm Order', 'Confirm Order at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Confirm Order</h1>
    </main>
  );
}
