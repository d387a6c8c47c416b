/* Free of zod: checkout imports these rules, and the validators would double its first load. */

/**
 * Whether an order's service charge starts ticked when nobody said. In India (currency INR) it is
 * voluntary (consumer protection guidelines, July 2022; DECISIONS 32): unticked, the guest may add it.
 * Elsewhere the owner chooses (Settings: charges.serviceChargeDefault).
 */
export const serviceChargeStartsTicked = (currencyCode: string, ownerDefault: boolean): boolean => currencyCode !== 'INR' && ownerDefault;

/** The order's choice: what the guest or the counter said, else the default above. */
export const serviceChargeChoice = (said: boolean | undefined, currencyCode: string, ownerDefault: boolean): boolean =>
  said ?? serviceChargeStartsTicked(currencyCode, ownerDefault);
