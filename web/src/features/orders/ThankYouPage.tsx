import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Thank you', 'Thank you at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Thank you</h1>
    </main>
  );
}
