import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('My Orders', 'My Orders at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>My Orders</h1>
    </main>
  );
}
