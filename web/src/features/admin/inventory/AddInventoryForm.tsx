import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { InventoryView } from '@domain/inventory';
import { DEFAULT_LOW_STOCK_KG } from '@domain/inventory';
import { IMAGE_ACCEPT } from '../shell/image-file';
import { addInventoryItem, type InventoryFields } from '@/api/inventory';
import { SameNameDialog } from './SameNameDialog';
import { useInventorySave } from './use-inventory-save';

const EMPTY: InventoryFields = { name: '', kg: '', lowStockKg: '', img: null };

/** The add form (spec §2): Item Name, an image file and KG Available, plus the low-stock level. */
export function AddInventoryForm({ onAdded }: { onAdded: (item: InventoryView) => void }) {
  const ids = useId();
  const [fields, setFields] = useState<InventoryFields>(EMPTY);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof InventoryFields>(key: K, value: InventoryFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const add = async (allowDuplicate: boolean) => {
    const item = await addInventoryItem(fields, allowDuplicate);
    toast.success(`${item.name} added`);
    setFields(EMPTY);
    if (fileInput.current) fileInput.current.value = '';
    onAdded(item);
  };
  const save = useInventorySave(fields, true, add, 'Failed to add the item');
  const { error, busy } = save;

  const missing = error === 'Please fill all fields!';
  return (
    <form className="admin-panel admin-inventory-form" onSubmit={(e) => void save.submit(e)} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Add inventory item</h2>
      <div className="admin-inventory-fields">
        <div className="field">
          <label htmlFor={`${ids}-name`}>Item Name</label>
          <input
            id={`${ids}-name`}
            value={fields.name}
            maxLength={80}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={missing && !fields.name.trim() ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-img`}>Image</label>
          <input
            ref={fileInput}
            id={`${ids}-img`}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => set('img', e.target.files?.[0] ?? null)}
            aria-invalid={missing && !fields.img ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-kg`}>KG Available</label>
          <input
            id={`${ids}-kg`}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.1"
            value={fields.kg}
            onChange={(e) => set('kg', e.target.value)}
            aria-invalid={missing && !fields.kg.trim() ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-low`}>Low stock below (KG)</label>
          <input
            id={`${ids}-low`}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.1"
            placeholder={String(DEFAULT_LOW_STOCK_KG)}
            value={fields.lowStockKg}
            onChange={(e) => set('lowStockKg', e.target.value)}
          />
        </div>
        <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
          {busy ? 'Adding...' : 'Add Item'}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <SameNameDialog save={save} question="Add another item with this name?" confirmLabel="Add anyway" />
    </form>
  );
}
