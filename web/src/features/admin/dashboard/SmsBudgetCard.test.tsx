import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmsBudgetView } from '@/api/dashboard';
import { SMS_BUDGET_REFRESH_MS, SmsBudgetCard } from './SmsBudgetCard';

const api = vi.hoisted(() => ({ getSmsBudget: vi.fn() }));
vi.mock('@/api/dashboard', () => api);

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

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the SMS budget card', () => {
  it('shows the count without a warning while under 80% of the caps', async () => {
    api.getSmsBudget.mockResolvedValue(view({}));
    render(<SmsBudgetCard />);

    expect(await screen.findByText('300 / 1500')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns once 80% of a cap is used, before texting stops', async () => {
    api.getSmsBudget.mockResolvedValue(view({ sentToday: 1210, nearing: true }));
    render(<SmsBudgetCard />);

    expect(await screen.findByRole('alert')).toHaveTextContent("Over 80% of the SMS budget is used. When it runs out, guests can't get their codes");
  });

  it('says texting has stopped when the budget is reached', async () => {
    api.getSmsBudget.mockResolvedValue(view({ sentToday: 1500, nearing: true, reached: true }));
    render(<SmsBudgetCard />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The SMS budget is reached');
    expect(screen.queryByText(/Over 80%/)).toBeNull();
  });

  it('refreshes on its own while the dashboard stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    api.getSmsBudget.mockResolvedValueOnce(view({ sentToday: 3 })).mockResolvedValue(view({ sentToday: 5 }));
    render(<SmsBudgetCard />);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('3 / 1500')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(SMS_BUDGET_REFRESH_MS));
    expect(screen.getByText('5 / 1500')).toBeInTheDocument();
  });
});
