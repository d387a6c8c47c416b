import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Your reservation', 'Your reservation at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Your reservation</h1>
    </main>
  );
}
