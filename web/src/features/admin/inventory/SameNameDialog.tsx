import { ConfirmDialog } from '../shell/ConfirmDialog';
import type { InventorySave } from './use-inventory-save';

/** Asks before a second item is saved under a name another item has. */
export function SameNameDialog({ save, question, confirmLabel }: { save: InventorySave; question: string; confirmLabel: string }) {
  if (!save.duplicate) return null;
  return (
    <ConfirmDialog
      title="Same name"
      message={`${save.duplicate}. ${question}`}
      confirmLabel={confirmLabel}
      cancelLabel="Change the name"
      onConfirm={save.confirmDuplicate}
      onClose={save.clearDuplicate}
    />
  );
}
