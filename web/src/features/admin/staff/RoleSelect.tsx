import { useState } from 'react';
import { toast } from 'react-toastify';
import { ROLES, ROLE_LABELS, type Role } from '@domain/staff-roles';
import { changeRole, type RegisteredUser } from '@/api/users-admin';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '../shell/ConfirmDialog';

const AS: Record<Role, string> = { owner: 'an owner', manager: 'a manager', counter: 'counter staff', kitchen: 'kitchen staff', user: 'a customer' };

/** An owner's control for someone's role: pick one, confirm, and their sessions end (DECISIONS 30). */
export function RoleSelect({ user, onChanged }: { user: RegisteredUser; onChanged: () => void }) {
  const [to, setTo] = useState<Role | null>(null);
  return (
    <>
      <select
        className="staff-role-select"
        aria-label={`Role of ${user.name}`}
        value={user.role}
        onChange={(e) => {
          const next = e.target.value as Role;
          if (next !== user.role) setTo(next);
        }}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      {to && (
        <ConfirmDialog
          title="Change role"
          message={`Make ${user.name} ${AS[to]}? Their sessions end at once, and they sign in again.`}
          confirmLabel={`Make ${ROLE_LABELS[to].toLowerCase()}`}
          cancelLabel="Cancel"
          onConfirm={async () => {
            try {
              const { message } = await changeRole(user.id, to);
              toast.success(message, { toastId: 'role-changed' });
            } catch (e) {
              toast.error(errorMessage(e, 'Could not change the role. Please try again.'), { toastId: 'role-failed' });
              throw e;
            }
            onChanged();
          }}
          onClose={() => setTo(null)}
        />
      )}
    </>
  );
}
