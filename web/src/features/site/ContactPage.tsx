import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Contact', 'Contact at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Contact</h1>
    </main>
  );
}
