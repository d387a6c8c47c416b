import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, TOKEN_KEY, USER_KEY } from '@/lib/session';
import { CART_KEY, CartProvider } from '@/stores/cart';
import indexHtml from '../../../index.html?raw';
import { Navbar } from './Navbar';

const firebase = vi.hoisted(() => ({
  currentIdToken: vi.fn(async () => 'id-token'),
  signInWithApiToken: vi.fn(async () => 'id-token'),
  signOutFirebase: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firebase', () => firebase);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderNavbar(at = '/contact') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <SessionProvider>
        <CartProvider>
          <Navbar />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </CartProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.clearAllMocks());

/** The parsed frame from index.html, without comments and the whitespace between tags. */
function shellHeader(): Element {
  const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
  const header = doc.querySelector('#root > header')!;
  const walker = doc.createTreeWalker(header, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
  const drop: Node[] = [];
  while (walker.nextNode()) if (walker.currentNode.nodeType === Node.COMMENT_NODE || !walker.currentNode.textContent!.trim()) drop.push(walker.currentNode);
  drop.forEach((n) => n.parentNode!.removeChild(n));
  return header;
}

describe('the navigation bar', () => {
  it('is exactly the frame index.html paints before the script runs, for a visitor with an empty cart', () => {
    const { container } = renderNavbar('/contact');
    const header = container.querySelector('header')!.cloneNode(true) as Element;
    // What react-router adds for its own bookkeeping, and empty class lists, change nothing on screen.
    header.querySelectorAll('[data-discover]').forEach((a) => a.removeAttribute('data-discover'));
    header.querySelectorAll('[class=""]').forEach((a) => a.removeAttribute('class'));
    // The language switcher links to the page's own path in each language, which the one frame for every path can't know.
    const frame = shellHeader();
    for (const h of [header, frame]) h.querySelectorAll('.lang-switcher a').forEach((a) => a.removeAttribute('href'));
    expect(header.outerHTML).toBe(frame.outerHTML);
  });

  it('links Home, About, Menu, Order, Book A Table, Login and Register for a visitor', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    const byName = Object.fromEntries(links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(byName).toMatchObject({
      Home: '/',
      About: '/about',
      Menu: '/menu',
      Order: '/order',
      'Book A Table': '/booktable',
      Login: '/login',
      Register: '/register',
    });
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows the cart count and links the cart to the menu with its drawer open', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ _id: 'd1', name: 'Gujarati Thali', price: 12, image: '', quantity: 3 }]));
    renderNavbar();
    const carts = screen.getAllByRole('link', { name: 'Cart, 3 items' });
    expect(carts.length).toBeGreaterThan(0);
    for (const cart of carts) {
      expect(cart).toHaveAttribute('href', '/menu?cart=open');
      expect(cart).toHaveTextContent('3');
    }
  });

  it('opens the menu from its toggle and closes it after a link is tapped', async () => {
    const user = userEvent.setup();
    renderNavbar('/contact');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-nav');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-nav')).toHaveClass('is-open');

    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-nav')).not.toHaveClass('is-open');
  });

  it('works from the keyboard: Enter opens it, Escape closes it and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('signed in, shows the initials, My Orders and Logout; Logout signs out and goes home', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored-token');
    localStorage.setItem(USER_KEY, JSON.stringify({ _id: 'u1', id: 'u1', name: 'asha ben patel', phone: '9876543210', role: 'user', isVerified: true }));
    const user = userEvent.setup();
    renderNavbar('/contact');

    expect(screen.getByRole('img', { name: 'Signed in as asha ben patel' })).toHaveTextContent('AB');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorders');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
