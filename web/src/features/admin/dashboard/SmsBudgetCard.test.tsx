import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_BUDGET_REFRESH_MS, SmsBudgetCard } from './SmsBudgetCard';

const api = vi.hoisted(() => ({ getSmsBudget: vi.fn() }));
vi.mock('@/api/dashboard', () => api);

const budget = (sentToday: number) => ({ date: '2026-11-26', dailyCap: 500, hourlyCap: 120, sentToday, sentThisHour: sentToday, reached: false });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('Texts sent today', () => {
  it('refreshes on its own while the dashboard stays open', async () => {
    api.getSmsBudget.mockResolvedValueOnce(budget(3)).mockResolvedValue(budget(5));
    render(<SmsBudgetCard />);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('3 / 500')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(SMS_BUDGET_REFRESH_MS));
    expect(screen.getByText('5 / 500')).toBeInTheDocument();
  });
});
