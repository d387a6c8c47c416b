import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('About', 'About at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>About</h1>
    </main>
  );
}
