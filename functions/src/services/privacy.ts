import type { AppDeps } from '../deps';
import { GUESTS, ORDERS, RESERVATIONS, USERS } from '../domain/collections';
import { GUEST_TAG_LABELS, type GuestDoc } from '../domain/guests';
import { guestOrderView, type OrderDoc } from '../domain/orders';
import { isStaff, roleOf } from '../domain/staff-roles';
import { USER_PHONES, type UserDoc } from '../domain/users';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { useAccountCode } from './account-codes';
import { endSessions } from './end-sessions';
import { anonymisePhone } from './guests';
import { giveBack, hitLimit, LIMITS } from './limits';
import { verifyPassword } from './passwords';
import { reservationView, type ReservationDoc } from './reservations';

/** The export lists at most this many orders and bookings of each kind: years of a regular's visits. */
export const EXPORT_LIMIT = 500;

const WRONG_PASSWORD = 'That password is not right: your account was not deleted.';

/**
 * GET /api/users/me/export (DPDP Act 2023, right to access): the account, its orders and the
 * phone's bookings, and what the restaurant's record counts and tags. Staff notes are the
 * restaurant's working notes and stay in the back office (never on a public page).
 */
export async function exportMyData(deps: AppDeps, uid: string) {
  const user = await deps.store.get<UserDoc>(USERS, uid);
  if (!user) throw notFound('User not found');
  const byPhone = (collection: string) =>
    user.phone ? deps.store.query(collection, { where: [{ field: 'phone', op: '==', value: user.phone }], limit: EXPORT_LIMIT }) : Promise.resolve([]);
  const [own, phoneOrders, bookings, guest] = await Promise.all([
    deps.store.query<OrderDoc>(ORDERS, { where: [{ field: 'customerId', op: '==', value: uid }], limit: EXPORT_LIMIT }),
    byPhone(ORDERS) as Promise<(OrderDoc & { id: string })[]>,
    byPhone(RESERVATIONS) as Promise<(ReservationDoc & { id: string })[]>,
    user.phone ? deps.store.get<GuestDoc>(GUESTS, user.phone) : Promise.resolve(null),
  ]);
  const orders = new Map([...own, ...phoneOrders].filter((o) => o.isVerified).map((o) => [o.id, o]));
  return {
    exportedAt: deps.clock.now().toISOString(),
    account: { id: uid, name: user.name, phone: user.phone, email: user.email ?? null, isVerified: user.isVerified, createdAt: user.createdAt },
    orders: [...orders.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(guestOrderView),
    reservations: bookings
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((r) => {
        const { lastMove: _m, noShowCleared: _c, ...view } = reservationView(r);
        return view;
      }),
    guestRecord: guest
      ? {
          visits: guest.visits,
          orders: guest.orders,
          bookings: guest.bookings,
          noShows: guest.noShows,
          lateCancels: guest.lateCancels,
          firstVisit: guest.firstVisit,
          lastVisit: guest.lastVisit,
          tags: (guest.tags ?? []).map((t) => GUEST_TAG_LABELS[t]),
        }
      : null,
  };
}

/**
 * DELETE /api/users/me, confirmed with the password (DPDP Act 2023, right to erasure): the
 * orders stay for the tax records without name, phone or account; bookings lose who made them;
 * the guest's record and notes go; then the account, its sessions and its sign-in record. Each step can run again,
 * so a failure part-way is finished by trying again. Wrong passwords count against the login limit.
 */
export async function deleteMyAccount(
  deps: AppDeps,
  uid: string,
  proof: { password: string } | { otp: string },
): Promise<{ orders: number; bookings: number }> {
  const user = await deps.store.get<UserDoc>(USERS, uid);
  if (!user) throw notFound('User not found');
  if (isStaff(roleOf(user.role))) throw forbidden('A staff account is removed by an owner, on the Staff screen.');
  if ('otp' in proof) {
    // A fresh code texted to the account's phone (a guest who signs in with codes has no password to give).
    if (!user.phone) throw badRequest(WRONG_PASSWORD, { field: 'password' });
    const owner = await useAccountCode(deps, 'delete', user.phone, proof.otp);
    if (owner.id !== uid) throw badRequest(WRONG_PASSWORD, { field: 'password' });
  } else {
    const key = user.phone || uid;
    const at = deps.clock.now();
    await hitLimit(deps.store, LIMITS.loginPerPhone, key, at);
    // 400, not 401: a 401 would make the web client sign the customer out.
    if (!(await verifyPassword(proof.password, user.passwordHash))) throw badRequest(WRONG_PASSWORD, { field: 'password' });
    await giveBack(deps.store, LIMITS.loginPerPhone, key, at);
  }
  const changed = await anonymisePhone(deps.store, user.phone, uid, deps.clock.now());
  await deps.store.transaction(async (tx) => {
    const owner = user.phone ? await tx.get<{ uid: string }>(USER_PHONES, user.phone) : null;
    if (user.phone) tx.delete(GUESTS, user.phone);
    if (owner?.uid === uid) tx.delete(USER_PHONES, user.phone);
    tx.delete(USERS, uid);
  });
  await endSessions(deps, uid);
  // The sign-in record goes too (DPDP Act): its phone and name must not outlive the account. Its tokens stop at once.
  await deps.auth.deleteUser(uid);
  return changed;
}
