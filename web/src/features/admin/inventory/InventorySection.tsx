import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { InventoryView } from '@domain/inventory';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { AddInventoryForm } from '../inventory/AddInventoryForm';
import { deleteInventoryItem, getInventory } from '@/api/inventory';
import { InventoryCard } from '../inventory/InventoryCard';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { Icon } from '../shell/icons';
import { LoadFailed } from '../shell/LoadFailed';
import { SectionHead } from '../shell/SectionHead';
import { useResource } from '@/lib/use-resource';
import '../inventory/inventory.css';

export default function InventorySection() {
  usePageMeta('Inventory Management', 'Stock levels of the pantry.');
  const inventory = useResource(useCallback((signal: AbortSignal) => getInventory(signal), []));
  const { reload } = inventory;
  const [deleting, setDeleting] = useState<InventoryView | null>(null);

  const failed = inventory.error !== null;
  useEffect(() => {
    if (failed) toast.error(errorMessage(inventory.error, 'Failed to load inventory'), { toastId: 'inventory-load' });
  }, [failed, inventory.error]);

  const remove = async (item: InventoryView) => {
    try {
      await deleteInventoryItem(item._id);
      toast.success(`${item.name} deleted`);
      reload();
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to delete the item'));
      throw e;
    }
  };

  const items = inventory.data;
  const low = items?.filter((i) => i.isLow).length ?? 0;
  return (
    <section aria-labelledby="inventory-heading">
      <SectionHead
        id="inventory-heading"
        title="Inventory Management"
        lead={items ? `${items.length} items${low ? `, ${low} low on stock` : ''}.` : 'Stock levels of the pantry.'}
      >
        <button type="button" className="btn btn-ghost btn-sm" onClick={reload} disabled={inventory.loading} aria-label="Refresh inventory">
          <Icon name="refresh" size={18} /> Refresh
        </button>
      </SectionHead>

      <AddInventoryForm onAdded={reload} />

      <div aria-live="polite" aria-busy={inventory.loading}>
        {inventory.loading && !items && <p className="loading-state">Loading inventory...</p>}
        {failed && !items && (
          <LoadFailed className="admin-panel" title="Error loading inventory" message={errorMessage(inventory.error, 'Please try again.')} onRetry={reload} />
        )}
        {items && items.length === 0 && <p className="empty-state admin-panel">No inventory items yet. Add the first one above.</p>}
        {items && items.length > 0 && (
          <ul className="admin-card-grid">
            {items.map((item) => (
              <InventoryCard key={`${item._id}-${item.updatedAt}`} item={item} onSaved={reload} onDelete={() => setDeleting(item)} />
            ))}
          </ul>
        )}
      </div>

      {deleting && (
        <ConfirmDialog
          title="Delete inventory item"
          message={`Are you sure you want to delete ${deleting.name} from the inventory?`}
          confirmLabel="Delete"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
