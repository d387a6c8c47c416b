import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <Link to="/about">About</Link> <Link to="/menu">Menu</Link> <Link to="/order">Order</Link> <Link to="/contact">Contact</Link>{' '}
        <Link to="/admin/adminlogin">Admin</Link>
      </div>
    </footer>
  );
}
