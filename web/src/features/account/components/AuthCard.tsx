import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** The line under the card's form that leads to the other page: "New to Thali House? Register". */
  switchLine: ReactNode;
}

/** /login and /register: one centred card with its title, its form, and the way to the other page. */
export function AuthCard({ title, children, switchLine }: AuthCardProps) {
  return (
    <main className="auth-page" id="main">
      <div className="auth-card card">
        <h1>{title}</h1>
        {children}
        <p className="auth-switch">{switchLine}</p>
      </div>
    </main>
  );
}
