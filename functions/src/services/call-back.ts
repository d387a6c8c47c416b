import type { AppDeps } from '../deps';
import { ORDERS } from '../domain/collections';
import { orderReference, orderView, type OrderDoc, type OrderView } from '../domain/orders';
import { conflict, notFound } from '../lib/errors';
import { auditIn, type Actor } from './audit';

export const CALL_BACK_FIRST = 'Call the guest back first: this phone missed recent bookings, so its takeaway waits for the counter to confirm it by phone.';

/** True while a takeaway from a phone with recent no-shows waits for the counter's call. */
export const awaitingCallBack = (order: Pick<OrderDoc, 'callBack'>) => Boolean(order.callBack && order.callBack.doneAt === null);

/** POST /api/orders/{id}/called-back: the counter reached the guest; the kitchen may start. Audited. */
export async function markCalledBack(deps: AppDeps, id: string, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound('Order not found');
    if (!awaitingCallBack(order)) throw conflict('This order is not waiting for a call-back', { status: order.status });
    const patch = { callBack: { doneAt: now.toISOString(), by: { uid: actor.uid, name: actor.name } }, updatedAt: now.toISOString() };
    tx.update(ORDERS, id, patch);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'order',
        entityId: id,
        action: 'called-back',
        summary: `Order ${orderReference(id)}: guest called back`,
        from: { callBack: null },
        to: { callBack: patch.callBack.doneAt },
      },
      now,
    );
    return orderView({ ...order, ...patch });
  });
}
