import { useState } from 'react';
import { toast } from 'react-toastify';
import { signPersonOut, type RegisteredUser } from '@/api/users-admin';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '../shell/ConfirmDialog';

/** An owner ends someone's sessions on every device: a lost tablet, a person who left. */
export function SignOutButton({ user }: { user: RegisteredUser }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAsking(true)} aria-label={`Sign ${user.name} out everywhere`}>
        Sign out
      </button>
      {asking && (
        <ConfirmDialog
          title="Sign out everywhere"
          message={`Sign ${user.name} out on every device? They keep their role and sign in again with their password.`}
          confirmLabel="Sign them out"
          cancelLabel="Cancel"
          onConfirm={async () => {
            try {
              toast.success(await signPersonOut(user.id), { toastId: 'signed-out' });
            } catch (e) {
              toast.error(errorMessage(e, 'Could not sign them out. Please try again.'), { toastId: 'sign-out-failed' });
              throw e;
            }
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
