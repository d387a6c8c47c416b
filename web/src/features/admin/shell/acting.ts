import { useSyncExternalStore } from 'react';
import type { ActingPerson } from '@domain/staff-pin';
import type { Role } from '@domain/staff-roles';
import { readActing, subscribeActing } from '@/lib/acting-person';
import { useSession } from '@/lib/session';

/** The person who switched in on this device with their PIN, or null when the signed-in account acts itself. */
export function useActing(): ActingPerson | null {
  const user = useSession().user;
  const acting = useSyncExternalStore(subscribeActing, readActing, () => null);
  return acting && user && acting.deviceUid === user.id ? acting : null;
}

/** Whose role the back office shows: the acting person's own (the server enforces the same), else the account's. */
export function useStaffRole(): Role {
  const acting = useActing();
  const role = useSession().user?.role ?? 'user';
  return acting?.person.role ?? role;
}
