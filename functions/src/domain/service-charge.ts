import { z } from 'zod';

/**
 * Whether an order's service charge starts ticked when nobody said. In India (currency INR) it is
 * voluntary (consumer protection guidelines, July 2022; DECISIONS 32): unticked, the guest may add it.
 * Elsewhere the owner chooses (Settings: charges.serviceChargeDefault).
 */
export const serviceChargeStartsTicked = (currencyCode: string, ownerDefault: boolean): boolean => currencyCode !== 'INR' && ownerDefault;

/** The order's choice: what the guest or the counter said, else the default above. */
export const serviceChargeChoice = (said: boolean | undefined, currencyCode: string, ownerDefault: boolean): boolean =>
  said ?? serviceChargeStartsTicked(currencyCode, ownerDefault);

/** PATCH /api/orders/{id}/service-charge. */
export const ServiceChargeInput = z.object({ serviceCharge: z.boolean({ message: 'serviceCharge must be true or false' }) });
