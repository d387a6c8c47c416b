import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** The line under the form that leads to the other page: "New to Thali House?" and a link "Register" to /register. */
  other: { prompt: string; to: string; link: string };
}

/** /login and /register: one centred card with its title, its form, and the way to the other page. */
export function AuthCard({ title, children, other }: AuthCardProps) {
  return (
    <main className="auth-page" id="main">
      <div className="auth-card card">
        <h1>{title}</h1>
        {children}
        <p className="auth-switch">
          {other.prompt} <Link to={other.to}>{other.link}</Link>
        </p>
      </div>
    </main>
  );
}
