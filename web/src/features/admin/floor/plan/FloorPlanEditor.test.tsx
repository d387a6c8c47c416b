import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanTable, PlanView } from '@/api/floor-plan';
import { ApiError } from '@/lib/api-client';
import FloorPlanEditor from './FloorPlanEditor';

const api = vi.hoisted(() => ({ getPlan: vi.fn(), savePlan: vi.fn() }));
vi.mock('@/api/floor-plan', () => api);

const table = (t: Partial<PlanTable> & { id: string }): PlanTable => ({
  name: t.id.slice(1),
  seats: 4,
  area: 'Ground floor',
  x: 10,
  y: 10,
  shape: 'square',
  status: 'free',
  ...t,
});
const PLAN: PlanView = {
  areas: ['Ground floor', 'Terrace'],
  tables: [table({ id: 'T1', seats: 2 }), table({ id: 'T5', x: 40, y: 50, shape: 'round' }), table({ id: 'T9', area: 'Terrace', x: 20, y: 25 })],
};
const sentTables = () => api.savePlan.mock.calls.at(-1)![0] as PlanTable[];

const open = async () => {
  render(
    <MemoryRouter initialEntries={['/admin/floor/plan']}>
      <FloorPlanEditor />
    </MemoryRouter>,
  );
  return screen.findByRole('group', { name: 'Ground floor: 2 tables' });
};
const tableButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^Table ${name},`) });

beforeEach(() => {
  api.getPlan.mockReset().mockResolvedValue(PLAN);
  api.savePlan.mockReset().mockImplementation(async (tables: PlanTable[]) => ({ areas: [...new Set(tables.map((t) => t.area))], tables }));
});

describe('the table plan editor', () => {
  it('shows each area on its own tab, with its tables where the plan puts them, and Save off until something changes', async () => {
    await open();
    expect(screen.getByRole('tab', { name: /Ground floor/ })).toHaveAttribute('aria-selected', 'true');
    expect(tableButton('5')).toHaveStyle({ left: '40%', top: '50%' });
    expect(screen.getByRole('button', { name: 'Save the plan' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: /Terrace/ }));
    expect(screen.getByRole('group', { name: 'Terrace: 1 table' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the floor' })).toHaveAttribute('href', '/admin/floor');
  });

  it('moves the selected table with the arrow keys and saves the whole plan', async () => {
    await open();
    tableButton('5').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(tableButton('5')).toHaveStyle({ left: '42%', top: '55%' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(sentTables().find((t) => t.id === 'T5')).toEqual({ id: 'T5', name: '5', seats: 4, area: 'Ground floor', x: 42, y: 55, shape: 'round' });
    expect(await screen.findByText('Plan saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the plan' })).toBeDisabled();
  });

  it('drags a table with a finger: a move of the pointer places it, and a tap without moving opens it', async () => {
    const canvas = await open();
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 500, height: 400, right: 500, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    const t1 = tableButton('1');
    Object.defineProperty(t1, 'offsetWidth', { value: 100 });
    Object.defineProperty(t1, 'offsetHeight', { value: 100 });
    fireEvent.pointerDown(t1, { pointerId: 1, pointerType: 'touch', clientX: 50, clientY: 50 });
    fireEvent.pointerMove(t1, { pointerId: 1, pointerType: 'touch', clientX: 250, clientY: 200 });
    fireEvent.pointerUp(t1, { pointerId: 1, pointerType: 'touch', clientX: 250, clientY: 200 });
    fireEvent.click(t1);
    // 200 px of the 400 px it can travel across is 50 %; 150 of 300 down is 50 %.
    expect(tableButton('1')).toHaveStyle({ left: '60%', top: '60%' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(tableButton('1'));
    expect(screen.getByRole('dialog', { name: 'Table 1' })).toBeInTheDocument();
  });

  it('opens a table with Enter, from the keyboard alone', async () => {
    await open();
    tableButton('5').focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Table 5' })).toBeInTheDocument();
  });

  it('refuses a name another table has and 0 seats, by the field, before asking the server', async () => {
    await open();
    await userEvent.click(tableButton('1'));
    const dialog = screen.getByRole('dialog', { name: 'Table 1' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, ' 5 ');
    const seats = within(dialog).getByLabelText('Seats');
    await userEvent.clear(seats);
    await userEvent.type(seats, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Two tables are named "5": each table needs its own name');
    expect(seats).toHaveAccessibleDescription('Seats must be at least 1');
    await userEvent.clear(seats);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(seats).toHaveAccessibleDescription('Seats must be a whole number from 1 to 20');
    expect(screen.getByRole('dialog', { name: 'Table 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the plan' })).toBeDisabled();
    expect(api.savePlan).not.toHaveBeenCalled();
  });

  it('adds a table to the area shown, edits one, and removes one after asking', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add a table' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a table' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('10');
    await userEvent.clear(within(dialog).getByLabelText('Seats'));
    await userEvent.type(within(dialog).getByLabelText('Seats'), '6');
    await userEvent.selectOptions(within(dialog).getByLabelText('Shape'), 'long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add table' }));
    expect(tableButton('10')).toHaveAccessibleName(/6 seats, long/);

    await userEvent.click(tableButton('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove table' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove table 1?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove table' }));
    expect(screen.queryByRole('button', { name: /^Table 1,/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(sentTables().map((t) => t.id)).toEqual(['T5', 'T9', 'T4']);
    expect(sentTables().at(-1)).toMatchObject({ name: '10', seats: 6, shape: 'long', area: 'Ground floor' });
  });

  it('adds an area and renames one with its tables', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add an area' }));
    const add = screen.getByRole('dialog', { name: 'Add an area' });
    await userEvent.type(within(add).getByLabelText('Area name'), 'terrace');
    await userEvent.click(within(add).getByRole('button', { name: 'Add area' }));
    expect(within(add).getByLabelText('Area name')).toHaveAccessibleDescription('There is already an area named "terrace"');
    await userEvent.clear(within(add).getByLabelText('Area name'));
    await userEvent.type(within(add).getByLabelText('Area name'), 'Private room');
    await userEvent.click(within(add).getByRole('button', { name: 'Add area' }));
    expect(screen.getByRole('tab', { name: /Private room/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No tables in Private room yet: add one.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Terrace/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename Terrace' }));
    const rename = screen.getByRole('dialog', { name: 'Rename Terrace' });
    await userEvent.clear(within(rename).getByLabelText('Area name'));
    await userEvent.type(within(rename).getByLabelText('Area name'), 'Roof terrace');
    await userEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(sentTables().find((t) => t.id === 'T9')?.area).toBe('Roof terrace');
  });

  it('shows the server’s refusal by the field of the table it names, and keeps the changes', async () => {
    api.savePlan.mockRejectedValue(
      new ApiError(400, 'Seats must be at most 20', {
        success: false,
        message: 'Seats must be at most 20',
        data: { issues: [{ path: 'tables.1.seats', message: 'Seats must be at most 20' }] },
      }),
    );
    await open();
    tableButton('5').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seats must be at most 20');
    const dialog = screen.getByRole('dialog', { name: 'Table 5' });
    expect(within(dialog).getByLabelText('Seats')).toHaveAccessibleDescription('Seats must be at most 20');
    expect(screen.getByRole('button', { name: 'Save the plan' })).toBeEnabled();
  });

  it('a table with a party seated stays in its area, and a party seated since the plan loaded is the server’s 409', async () => {
    api.getPlan.mockResolvedValue({ ...PLAN, tables: PLAN.tables.map((t) => (t.id === 'T5' ? { ...t, status: 'ordered' as const } : t)) });
    const refusal = 'Table 1 has a party seated: clear its bill before removing it from the plan';
    api.savePlan.mockRejectedValue(new ApiError(409, refusal, { success: false, code: 'conflict', message: refusal, data: { tableId: 'T1' } }));
    await open();
    await userEvent.click(tableButton('5'));
    const dialog = screen.getByRole('dialog', { name: 'Table 5' });
    expect(within(dialog).getByLabelText('Area')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove table' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(tableButton('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove table' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove table' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('says when the plan could not load, and tries again', async () => {
    api.getPlan.mockRejectedValueOnce(new ApiError(0, 'offline'));
    render(
      <MemoryRouter>
        <FloorPlanEditor />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'The plan could not load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Ground floor: 2 tables' })).toBeInTheDocument();
  });
});
