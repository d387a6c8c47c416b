import type { AppDeps } from '../deps';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import type { ReportRange } from '../domain/reports';

/**
 * The orders billed to a business whose report day falls in the range: one range on b2bDay, which
 * only such orders carry, so it reads them and no others (a single-field index, no composite).
 */
export async function readB2bOrders(deps: Pick<AppDeps, 'store'>, range: ReportRange) {
  return deps.store.query<OrderDoc>(ORDERS, {
    where: [
      { field: 'b2bDay', op: '>=', value: range.from },
      { field: 'b2bDay', op: '<=', value: range.to },
    ],
    orderBy: [{ field: 'b2bDay' }],
  });
}
