import { useState } from 'react';
import { toast } from 'react-toastify';
import { clearPin } from '@/api/pins-admin';
import type { RegisteredUser } from '@/api/users-admin';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '../shell/ConfirmDialog';

/** An owner clears someone's PIN (forgotten, or shared): they can't switch in until they set a new one, and a switch they made ends. */
export function ClearPinButton({ user, onCleared }: { user: RegisteredUser; onCleared: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAsking(true)} aria-label={`Clear ${user.name}'s PIN`}>
        Clear PIN
      </button>
      {asking && (
        <ConfirmDialog
          title="Clear PIN"
          message={`Clear ${user.name}'s PIN? They can no longer switch in on shared devices until they set a new one when signed in as themselves.`}
          confirmLabel="Clear PIN"
          cancelLabel="Cancel"
          onConfirm={async () => {
            try {
              await clearPin(user.id);
              toast.success(`${user.name}'s PIN is cleared`, { toastId: 'pin-cleared' });
              onCleared();
            } catch (e) {
              toast.error(errorMessage(e, 'Could not clear the PIN. Please try again.'), { toastId: 'pin-clear-failed' });
              throw e;
            }
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
