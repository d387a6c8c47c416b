import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Home', 'Home at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Home</h1>
    </main>
  );
}
