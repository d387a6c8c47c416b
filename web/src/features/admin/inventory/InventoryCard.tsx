import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { InventoryView } from '@domain/inventory';
import { Img } from '@/components/Img';
import { EditDeleteButtons } from '../shell/EditDeleteButtons';
import { IMAGE_ACCEPT } from '../shell/image-file';
import { useObjectUrl } from '../shell/use-object-url';
import { updateInventoryItem, type InventoryFields } from '@/api/inventory';
import { SameNameDialog } from './SameNameDialog';
import { useInventorySave } from './use-inventory-save';

interface InventoryCardProps {
  item: InventoryView;
  onSaved: (item: InventoryView) => void;
  onDelete: () => void;
}

const kgText = (kg: number) => String(Math.round(kg * 1000) / 1000);

/** One item: picture, name and '{kg} KG Available', highlighted under its low-stock level, with inline edit. */
export function InventoryCard({ item, onSaved, onDelete }: InventoryCardProps) {
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<InventoryFields>({ name: item.name, kg: kgText(item.kg), lowStockKg: kgText(item.lowStockKg), img: null });
  const preview = useObjectUrl(fields.img);
  const set = <K extends keyof InventoryFields>(key: K, value: InventoryFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const update = async (allowDuplicate: boolean) => {
    const saved = await updateInventoryItem(item._id, fields, allowDuplicate);
    toast.success(`${saved.name} updated`);
    setEditing(false);
    onSaved(saved);
  };
  const save = useInventorySave(fields, false, update, 'Failed to update the item');
  const { error, busy } = save;

  const startEdit = () => {
    setFields({ name: item.name, kg: kgText(item.kg), lowStockKg: kgText(item.lowStockKg), img: null });
    save.setError(null);
    setEditing(true);
  };

  return (
    <li className={`admin-card admin-inventory-card${item.isLow ? ' is-low' : ''}`}>
      <div className="admin-card-media">
        <Img src={preview ?? item.img} alt={item.name} width={320} height={240} />
        {item.isLow && <span className="badge badge-red admin-card-flag">Low stock</span>}
      </div>
      {editing ? (
        <form className="admin-card-body admin-inventory-body" onSubmit={(e) => void save.submit(e)} noValidate aria-label={`Edit ${item.name}`}>
          <div className="field">
            <label htmlFor={`${ids}-name`}>Item Name</label>
            <input id={`${ids}-name`} value={fields.name} maxLength={80} onChange={(e) => set('name', e.target.value)} data-autofocus />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-img`}>New image (optional)</label>
            <input id={`${ids}-img`} type="file" accept={IMAGE_ACCEPT} onChange={(e) => set('img', e.target.files?.[0] ?? null)} />
          </div>
          <div className="admin-inventory-pair">
            <div className="field">
              <label htmlFor={`${ids}-kg`}>KG Available</label>
              <input id={`${ids}-kg`} type="number" inputMode="decimal" min="0" step="0.1" value={fields.kg} onChange={(e) => set('kg', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-low`}>Low below (KG)</label>
              <input
                id={`${ids}-low`}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.1"
                value={fields.lowStockKg}
                onChange={(e) => set('lowStockKg', e.target.value)}
              />
            </div>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="admin-card-actions admin-inventory-actions">
            <button type="submit" className="btn btn-sm" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="admin-card-body admin-inventory-body">
          <h3>{item.name}</h3>
          <p className="admin-inventory-kg">{kgText(item.kg)} KG Available</p>
          <p className="admin-sub">
            {item.isLow ? `Below the low-stock level of ${kgText(item.lowStockKg)} KG` : `Low stock below ${kgText(item.lowStockKg)} KG`}
          </p>
          <EditDeleteButtons name={item.name} onEdit={startEdit} onDelete={onDelete} className="admin-card-actions admin-inventory-actions" />
        </div>
      )}
      <SameNameDialog save={save} question="Save this item under the same name?" confirmLabel="Save anyway" />
    </li>
  );
}
