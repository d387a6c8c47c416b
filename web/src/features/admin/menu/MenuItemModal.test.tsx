import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATEGORIES } from '@domain/restaurant';
import { ApiError } from '@/lib/api-client';
import { MenuItemModal } from './MenuItemModal';
import { SAMPLE_DISH } from '@/testing/fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const save = vi.hoisted(() => ({ addMenuItem: vi.fn(), updateMenuItem: vi.fn() }));
vi.mock('@/api/menu-admin', () => save);

const categories = [...DEFAULT_CATEGORIES];
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dish.png', { type: 'image/png' });
const item = SAMPLE_DISH;

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('the Add/Edit menu item modal', () => {
  it("a missing name or price is 'All fields required', and nothing is sent", async () => {
    render(<MenuItemModal item={null} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields required');
    await userEvent.type(screen.getByLabelText('Name'), 'Rose Sherbet');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields required');
    expect(save.addMenuItem).not.toHaveBeenCalled();
  });

  it.each([
    ['4.999', 'Price can have at most 2 decimals, like 12.50'],
    ['1e3', 'Price must be a number, like 12.50'],
    ['0', 'Price must be more than 0'],
    ['100000.01', 'Price must be at most 100000'],
  ])('a price of %s is refused as the server would: %s, and nothing is sent', async (price, message) => {
    render(<MenuItemModal item={null} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Rose Sherbet');
    await userEvent.type(screen.getByLabelText('Price ($)'), price);
    await userEvent.upload(screen.getByLabelText(/^Image/), png());
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(save.addMenuItem).not.toHaveBeenCalled();
  });

  it("a new item without an image is 'Image required for new item'", async () => {
    render(<MenuItemModal item={null} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Rose Sherbet');
    await userEvent.type(screen.getByLabelText('Price ($)'), '3.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Image required for new item');
    expect(save.addMenuItem).not.toHaveBeenCalled();
  });

  it("adds with the category select, a preview of the image and 'Item added'", async () => {
    const onSaved = vi.fn();
    save.addMenuItem.mockResolvedValue({ item: { ...item, name: 'Rose Sherbet' }, message: 'Item added' });
    render(<MenuItemModal item={null} categories={categories} onClose={() => {}} onSaved={onSaved} />);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Desserts');
    await userEvent.type(screen.getByLabelText('Name'), 'Rose Sherbet');
    await userEvent.type(screen.getByLabelText('Price ($)'), '3.5');
    await userEvent.upload(screen.getByLabelText(/^Image/), png());
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.addMenuItem).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rose Sherbet', price: '3.5', category: 'Desserts', soldOut: false }));
    expect(toast.success).toHaveBeenCalledWith('Item added');
  });

  it("an edit may keep the image, can mark the dish sold out, and says 'Item updated'", async () => {
    save.updateMenuItem.mockResolvedValue({ item, message: 'Item updated' });
    render(<MenuItemModal item={item} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    expect(screen.getByLabelText('Price ($)')).toHaveValue('3.00');
    await userEvent.click(screen.getByRole('switch', { name: /Sold out/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item updated'));
    expect(save.updateMenuItem).toHaveBeenCalledWith('m1', expect.objectContaining({ image: null, soldOut: true }));
  });

  it("shows the server's reason when a save fails, or 'Server error'", async () => {
    save.updateMenuItem.mockRejectedValueOnce(
      new ApiError(415, 'Only JPEG, PNG or WebP images are allowed', { success: false, message: 'Only JPEG, PNG or WebP images are allowed' }),
    );
    render(<MenuItemModal item={item} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are allowed');
    save.updateMenuItem.mockRejectedValueOnce(new Error('socket hang up'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server error'));
  });

  it('a name another dish in the category has is shown at the Name field', async () => {
    save.updateMenuItem.mockRejectedValue(
      new ApiError(409, 'A dish named Aam Panna is already in Welcome Drinks', {
        success: false,
        message: 'A dish named Aam Panna is already in Welcome Drinks',
        data: { field: 'name', duplicate: true },
      }),
    );
    render(<MenuItemModal item={item} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'aam panna');
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('A dish named Aam Panna is already in Welcome Drinks');
  });

  it("sends the kitchen station chosen, shows a station removed from Settings as the default, and shows the server's refusal", async () => {
    save.updateMenuItem.mockResolvedValueOnce({ item, message: 'Item updated' });
    const { unmount } = render(<MenuItemModal item={{ ...item, station: 'Dessert bar' }} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    const station = screen.getByLabelText('Kitchen station');
    expect(station).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Default (Gujarati counter)' })).toBeInTheDocument();
    await userEvent.selectOptions(station, 'Tandoor');
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(save.updateMenuItem).toHaveBeenCalledWith(item._id, expect.objectContaining({ station: 'Tandoor' })));
    unmount();

    const refusal = 'Station must be one of the kitchen stations: Gujarati counter, Tandoor, Drinks';
    save.updateMenuItem.mockRejectedValueOnce(new ApiError(400, refusal, { success: false, message: refusal } as never));
    render(<MenuItemModal item={{ ...item, station: 'Drinks' }} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    expect(screen.getByLabelText('Kitchen station')).toHaveValue('Drinks');
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows the dish’s Gujarati and Hindi texts in fields marked with their language, and sends them as edited', async () => {
    save.updateMenuItem.mockResolvedValueOnce({ item, message: 'Item updated' });
    render(
      <MenuItemModal item={{ ...item, nameI18n: { gu: 'મસાલા છાશ' }, descriptionI18n: {} }} categories={categories} onClose={() => {}} onSaved={() => {}} />,
    );
    const gu = screen.getByLabelText('Gujarati name');
    expect(gu).toHaveValue('મસાલા છાશ');
    expect(gu).toHaveAttribute('lang', 'gu');
    const hi = screen.getByLabelText('Hindi name');
    expect(hi).toHaveAttribute('lang', 'hi');
    expect(screen.getByLabelText('Hindi description')).toHaveAttribute('lang', 'hi');
    await userEvent.click(hi);
    await userEvent.paste('मसाला छाछ');
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() =>
      expect(save.updateMenuItem).toHaveBeenCalledWith('m1', expect.objectContaining({ nameI18n: { gu: 'મસાલા છાશ', hi: 'मसाला छाछ' }, descriptionI18n: {} })),
    );
  });

  it('a Gujarati name longer than the English one may be is refused at its field, and nothing is sent', async () => {
    render(<MenuItemModal item={item} categories={categories} onClose={() => {}} onSaved={() => {}} />);
    const gu = screen.getByLabelText('Gujarati name');
    await userEvent.click(gu);
    await userEvent.paste('છ'.repeat(121));
    await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Gujarati name must be at most 120 characters');
    expect(gu).toHaveAttribute('aria-invalid', 'true');
    expect(save.updateMenuItem).not.toHaveBeenCalled();
  });
});
