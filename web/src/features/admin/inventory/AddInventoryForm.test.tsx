import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AddInventoryForm } from './AddInventoryForm';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const save = vi.hoisted(() => ({ addInventoryItem: vi.fn(), updateInventoryItem: vi.fn() }));
vi.mock('@/api/inventory', () => save);

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rice.jpg', { type: 'image/jpeg' });

beforeEach(() => vi.clearAllMocks());

describe('the inventory add form', () => {
  it("any missing field is 'Please fill all fields!' and nothing is sent", async () => {
    render(<AddInventoryForm onAdded={() => {}} />);
    await userEvent.type(screen.getByLabelText('Item Name'), 'Jaggery');
    await userEvent.type(screen.getByLabelText('KG Available'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields!');
    expect(toast.error).toHaveBeenCalledWith('Please fill all fields!');
    expect(save.addInventoryItem).not.toHaveBeenCalled();
  });

  it('a file that is not JPEG, PNG or WebP is refused before upload', async () => {
    render(<AddInventoryForm onAdded={() => {}} />);
    await userEvent.type(screen.getByLabelText('Item Name'), 'Jaggery');
    await userEvent.type(screen.getByLabelText('KG Available'), '4');
    await userEvent.upload(screen.getByLabelText('Image'), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are allowed');
    expect(save.addInventoryItem).not.toHaveBeenCalled();
  });

  it('adds the item and clears the form', async () => {
    const onAdded = vi.fn();
    save.addInventoryItem.mockResolvedValue({ _id: 'i1', id: 'i1', name: 'Jaggery', kg: 4, img: '/x.webp', lowStockKg: 5, isLow: true, updatedAt: '' });
    render(<AddInventoryForm onAdded={onAdded} />);
    await userEvent.type(screen.getByLabelText('Item Name'), 'Jaggery');
    await userEvent.upload(screen.getByLabelText('Image'), jpeg());
    await userEvent.type(screen.getByLabelText('KG Available'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(save.addInventoryItem).toHaveBeenCalledWith(expect.objectContaining({ name: 'Jaggery', kg: '4', lowStockKg: '' }), false);
    expect(screen.getByLabelText('Item Name')).toHaveValue('');
  });

  it("shows the server's error (DECISIONS 18)", async () => {
    save.addInventoryItem.mockRejectedValue(Object.assign(new Error('x'), { name: 'ApiError' }));
    render(<AddInventoryForm onAdded={() => {}} />);
    await userEvent.type(screen.getByLabelText('Item Name'), 'Jaggery');
    await userEvent.upload(screen.getByLabelText('Image'), jpeg());
    await userEvent.type(screen.getByLabelText('KG Available'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add the item');
  });

  it('a name another item has asks first: Change the name sends nothing more, Add anyway saves it', async () => {
    const onAdded = vi.fn();
    save.addInventoryItem
      .mockRejectedValueOnce(
        new ApiError(409, 'An item named Jaggery already exists', {
          success: false,
          message: 'An item named Jaggery already exists',
          data: { field: 'name', duplicate: true },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(409, 'An item named Jaggery already exists', {
          success: false,
          message: 'An item named Jaggery already exists',
          data: { field: 'name', duplicate: true },
        }),
      )
      .mockResolvedValueOnce({ _id: 'i2', id: 'i2', name: 'jaggery', kg: 2, img: '/x.webp', lowStockKg: 5, isLow: true, updatedAt: '' });
    render(<AddInventoryForm onAdded={onAdded} />);
    await userEvent.type(screen.getByLabelText('Item Name'), 'jaggery');
    await userEvent.type(screen.getByLabelText('KG Available'), '2');
    await userEvent.upload(screen.getByLabelText('Image'), jpeg());
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));

    const ask = await screen.findByRole('alertdialog', { name: 'Same name' });
    expect(ask).toHaveTextContent('An item named Jaggery already exists. Add another item with this name?');
    await userEvent.click(screen.getByRole('button', { name: 'Change the name' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Item Name')).toHaveValue('jaggery');
    expect(save.addInventoryItem).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(save.addInventoryItem).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'jaggery' }), true);
  });
});
