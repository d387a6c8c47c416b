import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import WaitlistPage from './WaitlistPage';

const api = vi.hoisted(() => ({ getWaitlistPlace: vi.fn() }));
vi.mock('@/api/waitlist', () => api);

const open = (reference: string) =>
  render(
    <MemoryRouter initialEntries={[`/waitlist/${reference}`]}>
      <Routes>
        <Route path="/waitlist/:reference" element={<WaitlistPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  api.getWaitlistPlace.mockReset();
});

describe("the guest's waitlist page", () => {
  it('shows the place, the parties ahead and the quote while waiting, and keeps out of search engines', async () => {
    api.getWaitlistPlace.mockResolvedValue({ firstName: 'Asha', place: 3, quotedMinutes: 25, status: 'waiting' });
    open('abcd234');

    expect(await screen.findByTestId('waitlist-place')).toHaveTextContent('number 3');
    expect(screen.getByText(/2 parties are ahead of you\. We quoted about 25 minutes\./)).toBeInTheDocument();
    expect(api.getWaitlistPlace).toHaveBeenCalledWith('ABCD234', expect.anything());
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('says the table is ready once the counter has told the party', async () => {
    api.getWaitlistPlace.mockResolvedValue({ firstName: 'Asha', place: 1, quotedMinutes: 25, status: 'notified' });
    open('ABCD234');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your table is ready');
  });

  it.each([
    ['seated', 'You are seated'],
    ['left', 'You are no longer on the waitlist'],
    ['no-show', 'You are no longer on the waitlist'],
  ])('%s: says so', async (status, words) => {
    api.getWaitlistPlace.mockResolvedValue({ firstName: 'Asha', place: null, quotedMinutes: 25, status });
    open('ABCD234');

    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('an unknown reference is not found, and a malformed one is not even asked', async () => {
    api.getWaitlistPlace.mockRejectedValue(new ApiError(404, 'Not found', { success: false, code: 'not_found', message: 'Not found' }));
    const { unmount } = open('ZZZZZZZ');
    expect(await screen.findByText('We could not find this place')).toBeInTheDocument();
    unmount();

    api.getWaitlistPlace.mockClear();
    open('abc');
    expect(screen.getByText('We could not find this place')).toBeInTheDocument();
    expect(api.getWaitlistPlace).not.toHaveBeenCalled();
  });
});
