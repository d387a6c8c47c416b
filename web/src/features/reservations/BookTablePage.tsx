import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Book A Table', 'Book A Table at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Book A Table</h1>
    </main>
  );
}
