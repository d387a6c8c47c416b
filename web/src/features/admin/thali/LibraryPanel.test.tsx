import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LibraryPanel } from './LibraryPanel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const api = vi.hoisted(() => ({ saveThaliLibrary: vi.fn() }));
vi.mock('@/api/thali-admin', () => api);

const library = { components: ['Dal', 'Farsan'], weekdayPrice: 399, weekendPrice: 449, componentsI18n: { Dal: { gu: 'દાળ', hi: 'दाल' } } };

beforeEach(() => vi.clearAllMocks());

describe('the thali library’s Gujarati and Hindi component names', () => {
  it('shows each component’s names in fields marked with their language and saves them with the library', async () => {
    api.saveThaliLibrary.mockResolvedValueOnce(library);
    const onSaved = vi.fn();
    render(<LibraryPanel library={library} onSaved={onSaved} />);
    await userEvent.click(screen.getByText('Components in Gujarati and Hindi'));
    expect(screen.getByLabelText('Gujarati name of Dal')).toHaveValue('દાળ');
    const farsan = screen.getByLabelText('Gujarati name of Farsan');
    expect(farsan).toHaveAttribute('lang', 'gu');
    expect(screen.getByLabelText('Hindi name of Farsan')).toHaveAttribute('lang', 'hi');
    await userEvent.click(farsan);
    await userEvent.paste('ફરસાણ');
    await userEvent.click(screen.getByRole('button', { name: 'Save library' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.saveThaliLibrary).toHaveBeenCalledWith({
      components: ['Dal', 'Farsan'],
      weekdayPrice: 399,
      weekendPrice: 449,
      componentsI18n: { Dal: { gu: 'દાળ', hi: 'दाल' }, Farsan: { gu: 'ફરસાણ' } },
    });
    expect(toast.success).toHaveBeenCalledWith('Thali library saved');
  });

  it('refuses a Hindi component name that is too long, at its field, and sends nothing', async () => {
    render(<LibraryPanel library={library} onSaved={() => {}} />);
    await userEvent.click(screen.getByText('Components in Gujarati and Hindi'));
    const hi = screen.getByLabelText('Hindi name of Farsan');
    await userEvent.click(hi);
    await userEvent.paste('फ'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'Save library' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Farsan: Hindi component name must be at most 60 characters');
    expect(hi).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveThaliLibrary).not.toHaveBeenCalled();
  });

  it('shows why a save failed', async () => {
    api.saveThaliLibrary.mockRejectedValueOnce(new Error('socket hang up'));
    render(<LibraryPanel library={library} onSaved={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save library' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Save failed');
  });
});
