import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/staff-roles';
import { RoleRefusal } from './RoleRefusal';

const session = vi.hoisted(() => ({ role: 'counter' as Role }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 'c', name: 'Chetan', role: session.role } }) }));

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/floor" element={<h1>Floor screen</h1>} />
        <Route path="*" element={<RoleRefusal />} />
      </Routes>
    </MemoryRouter>,
  );

describe('a screen opened by its address that the role cannot use', () => {
  it('says so for counter staff on Settings, names the owner, and links to the floor, its home', () => {
    session.role = 'counter';
    at('/adminsettings');
    expect(screen.getByRole('heading', { name: "Counter accounts can't use Settings" })).toBeInTheDocument();
    expect(screen.getByText('Only an owner can change settings, staff roles and the SMS budget.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Floor' })).toHaveAttribute('href', '/admin/floor');
  });

  it('sends a role without the dashboard from the dashboard to its own first screen', () => {
    session.role = 'counter';
    at('/admindashboardpage');
    expect(screen.getByRole('heading', { name: 'Floor screen' })).toBeInTheDocument();
  });
});
