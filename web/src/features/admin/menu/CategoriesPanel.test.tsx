import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '@/api/categories-admin';
import { CategoriesPanel } from './CategoriesPanel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const api = vi.hoisted(() => ({ addCategory: vi.fn(), changeCategory: vi.fn(), deleteCategory: vi.fn(), reorderCategories: vi.fn() }));
vi.mock('@/api/categories-admin', () => api);

const thali: AdminCategory = { id: 'c1', name: 'Thali', hidden: false, dishes: 6, nameI18n: { gu: 'થાળી' } };
const loaded = (data: AdminCategory[]) => ({ data, error: null, loading: false, reload: vi.fn() });

beforeEach(() => vi.clearAllMocks());

describe('the categories panel’s Gujarati and Hindi names', () => {
  it('shows the saved names in fields marked with their language and saves them with "Translations saved"', async () => {
    const onChanged = vi.fn();
    api.changeCategory.mockResolvedValueOnce({ ...thali, nameI18n: { gu: 'થાળી', hi: 'थाली' } });
    render(<CategoriesPanel categories={loaded([thali])} onChanged={onChanged} />);
    await userEvent.click(screen.getByText('Gujarati and Hindi'));
    const gu = screen.getByLabelText('Gujarati name of Thali');
    expect(gu).toHaveValue('થાળી');
    expect(gu).toHaveAttribute('lang', 'gu');
    const hi = screen.getByLabelText('Hindi name of Thali');
    expect(hi).toHaveAttribute('lang', 'hi');
    await userEvent.click(hi);
    await userEvent.paste(' थाली ');
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    await waitFor(() => expect(api.changeCategory).toHaveBeenCalledWith('c1', { nameI18n: { gu: 'થાળી', hi: 'थाली' } }));
    expect(toast.success).toHaveBeenCalledWith('Translations saved');
    expect(onChanged).toHaveBeenCalled();
  });

  it('refuses a Hindi name longer than a category name may be, at its field, and sends nothing', async () => {
    render(<CategoriesPanel categories={loaded([thali])} onChanged={() => {}} />);
    await userEvent.click(screen.getByText('Gujarati and Hindi'));
    const hi = screen.getByLabelText('Hindi name of Thali');
    await userEvent.click(hi);
    await userEvent.paste('थ'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Hindi category name must be at most 40 characters');
    expect(hi).toHaveAttribute('aria-invalid', 'true');
    expect(api.changeCategory).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal when a save fails', async () => {
    api.changeCategory.mockRejectedValueOnce(new Error('socket hang up'));
    render(<CategoriesPanel categories={loaded([thali])} onChanged={() => {}} />);
    await userEvent.click(screen.getByText('Gujarati and Hindi'));
    await userEvent.click(screen.getByLabelText('Hindi name of Thali'));
    await userEvent.paste('थाली');
    await userEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Save failed'));
  });
});
