import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import AuditSection from './AuditSection';
import type { AuditEntry, AuditPage } from '@/api/audit';

const listAudit = vi.hoisted(() => vi.fn());
vi.mock('@/api/audit', async (original) => ({ ...(await original<typeof import('@/api/audit')>()), listAudit }));

const entry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `e${n}`,
  at: new Date(Date.UTC(2026, 10, 20, 12, 60 - n)).toISOString(),
  actorUid: 'a1',
  actorName: 'Thali Admin',
  entity: 'order',
  entityId: `o${n}`,
  action: 'status',
  summary: `Order ABC12${n}: Pending → Preparing`,
  from: { status: 'Pending' },
  to: { status: 'Preparing' },
  ...over,
});
const page = (entries: AuditEntry[], next: string | null = null): AuditPage => ({
  entries,
  next,
  actors: [
    { uid: 'a1', name: 'Thali Admin' },
    { uid: 'a2', name: 'Asha Patel' },
  ],
});

afterEach(() => vi.clearAllMocks());

describe('Audit log', () => {
  it('lists the changes newest first, with who made them and from what to what', async () => {
    listAudit.mockResolvedValue(
      page([
        entry(1),
        entry(2, { entity: 'user', summary: 'Meera: user → admin', actorName: 'Asha Patel', action: 'role', from: { role: 'user' }, to: { role: 'owner' } }),
      ]),
    );
    render(<AuditSection />);
    const items = within(await screen.findByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Order ABC121: Pending → Preparing');
    expect(items[0]).toHaveTextContent('status by Thali Admin');
    expect(items[0]).toHaveTextContent('status: Pending → Preparing');
    expect(items[0]).not.toHaveTextContent('{');
    expect(items[1]).toHaveTextContent('User roles');
    expect(items[1]).toHaveTextContent('role by Asha Patel');
    expect(listAudit).toHaveBeenCalledWith({ entity: '', actor: '' }, null, 25, expect.any(AbortSignal));
  });

  it('shows a settings change field by field, only the fields that changed', async () => {
    const monday = (closes: string) => [{ name: 'All day', opens: '08:00', closes, lastBooking: '21:00' }];
    listAudit.mockResolvedValue(
      page([
        entry(1, {
          entity: 'setting',
          summary: 'Settings changed: hours, ordering',
          from: { hours: { monday: monday('23:00') }, ordering: { accepting: true, orderTypes: ['dine-in', 'takeaway'] } },
          to: { hours: { monday: monday('22:00') }, ordering: { accepting: false, orderTypes: ['dine-in'] } },
        }),
      ]),
    );
    render(<AuditSection />);
    const changes = await screen.findByLabelText('Changed fields');
    expect(changes).toHaveTextContent('hours.monday.0.closes: 23:00 → 22:00');
    expect(changes).toHaveTextContent('ordering.accepting: yes → no');
    expect(changes).toHaveTextContent('ordering.orderTypes: dine-in, takeaway → dine-in');
    expect(changes).not.toHaveTextContent('opens');
  });

  it('filters by kind and by admin, from the first page', async () => {
    listAudit.mockResolvedValue(page([entry(1)]));
    const user = userEvent.setup();
    render(<AuditSection />);
    await screen.findByText('Order ABC121: Pending → Preparing');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Orders');
    await waitFor(() => expect(listAudit).toHaveBeenLastCalledWith({ entity: 'order', actor: '' }, null, 25, expect.any(AbortSignal)));
    await user.selectOptions(screen.getByLabelText('Admin'), 'Asha Patel');
    await waitFor(() => expect(listAudit).toHaveBeenLastCalledWith({ entity: 'order', actor: 'a2' }, null, 25, expect.any(AbortSignal)));
  });

  it('Older follows the cursor and Newer goes back; Older is off on the last page', async () => {
    listAudit.mockImplementation(async (_f, after: string | null) => (after ? page([entry(30)]) : page([entry(1)], 'cursor-1')));
    const user = userEvent.setup();
    render(<AuditSection />);
    await screen.findByText('Order ABC121: Pending → Preparing');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Order ABC1230: Pending → Preparing')).toBeInTheDocument();
    expect(listAudit).toHaveBeenLastCalledWith({ entity: '', actor: '' }, 'cursor-1', 25, expect.any(AbortSignal));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Order ABC121: Pending → Preparing')).toBeInTheDocument();
  });

  it('says so when nothing was recorded, and when nothing matches the filters', async () => {
    listAudit.mockResolvedValue(page([]));
    const user = userEvent.setup();
    render(<AuditSection />);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Settings');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
  });

  it('shows the loading state, then the reason a load failed, and Try Again loads again', async () => {
    listAudit.mockRejectedValueOnce(new ApiError(500, 'Server error', { success: false, message: 'Server error' })).mockResolvedValue(page([entry(1)]));
    const user = userEvent.setup();
    render(<AuditSection />);
    expect(screen.getByText('Loading the audit log...', { selector: 'p.loading-state' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the audit log');
    expect(alert).toHaveTextContent('Server error');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Order ABC121: Pending → Preparing')).toBeInTheDocument();
  });
});
