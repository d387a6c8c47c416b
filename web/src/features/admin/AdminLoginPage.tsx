import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Admin Login', 'Admin Login at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Admin Login</h1>
    </main>
  );
}
