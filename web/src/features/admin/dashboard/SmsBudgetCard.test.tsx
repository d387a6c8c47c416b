import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { SmsBudgetView } from '@/api/dashboard';
import { SmsBudgetCard } from './SmsBudgetCard';

const budget = vi.hoisted(() => ({ current: null as SmsBudgetView | null }));
vi.mock('@/api/dashboard', () => ({ getSmsBudget: () => Promise.resolve(budget.current) }));

const view = (over: Partial<SmsBudgetView>): SmsBudgetView => ({
  date: '2026-11-26',
  dailyCap: 1500,
  hourlyCap: 250,
  sentToday: 300,
  sentThisHour: 40,
  reached: false,
  nearing: false,
  ...over,
});

describe('the SMS budget card', () => {
  it('shows the count without a warning while under 80% of the caps', async () => {
    budget.current = view({});
    render(<SmsBudgetCard />);

    expect(await screen.findByText('300 / 1500')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns once 80% of a cap is used, before texting stops', async () => {
    budget.current = view({ sentToday: 1210, nearing: true });
    render(<SmsBudgetCard />);

    expect(await screen.findByRole('alert')).toHaveTextContent("Over 80% of the SMS budget is used. When it runs out, guests can't get their codes");
  });

  it('says texting has stopped when the budget is reached', async () => {
    budget.current = view({ sentToday: 1500, nearing: true, reached: true });
    render(<SmsBudgetCard />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The SMS budget is reached');
    expect(screen.queryByText(/Over 80%/)).toBeNull();
  });
});
