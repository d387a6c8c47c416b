import { usePageMeta } from '@/lib/page-meta';

export default function Page() {
  usePageMeta('Login', 'Login at Thali House.');
  return (
    <main className="container page" id="main">
      <h1>Login</h1>
    </main>
  );
}
