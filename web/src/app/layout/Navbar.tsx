import { Link, NavLink } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { initials } from '@/lib/format';

export function Navbar() {
  const { user, signOut } = useSession();
  return (
    <header className="site-header">
      <nav className="container" aria-label="Main">
        <Link to="/">Thali House</Link>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/about">About</NavLink>
        <NavLink to="/menu">Menu</NavLink>
        <NavLink to="/order">Order</NavLink>
        <Link to="/booktable">Book A Table</Link>
        {user ? (
          <>
            <span aria-label={user.name}>{initials(user.name)}</span>
            <button type="button" onClick={() => void signOut()}>
              Logout
            </button>
          </>
        ) : (
          <>
            <NavLink to="/login">Login</NavLink>
            <NavLink to="/register">Register</NavLink>
          </>
        )}
      </nav>
    </header>
  );
}
