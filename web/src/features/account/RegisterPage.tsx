import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Register', 'Register at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Register</h1>
    </main>
  );
}
