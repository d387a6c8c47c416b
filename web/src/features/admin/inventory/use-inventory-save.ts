import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api-client';
import type { InventoryFields } from '@/api/inventory';
import { duplicateNameWarning, inventoryFormProblem } from './inventory-form';

export interface InventorySave {
  error: string | null;
  setError: (error: string | null) => void;
  busy: boolean;
  /** Another item has this name: the admin is asked before a second one is saved. */
  duplicate: string | null;
  clearDuplicate: () => void;
  submit: (e: FormEvent) => Promise<void>;
  /** The admin said yes to the same name: sent again, allowing it. */
  confirmDuplicate: () => Promise<void>;
}

/**
 * The add and edit forms' save: the fields are checked, then sent; a name another item has is
 * asked about first. `send` answers once the item is saved, and throws what the server refused.
 */
export function useInventorySave(fields: InventoryFields, isNew: boolean, send: (allowDuplicate: boolean) => Promise<void>, failText: string): InventorySave {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const fail = (err: unknown) => {
    const message = errorMessage(err, failText);
    setError(message);
    toast.error(message);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = inventoryFormProblem(fields, isNew);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await send(false);
    } catch (err) {
      const warning = duplicateNameWarning(err);
      if (warning) setDuplicate(warning);
      else fail(err);
    } finally {
      setBusy(false);
    }
  };

  const confirmDuplicate = () =>
    send(true).catch((err: unknown) => {
      fail(err);
      throw err;
    });

  return { error, setError, busy, duplicate, clearDuplicate: () => setDuplicate(null), submit, confirmDuplicate };
}
