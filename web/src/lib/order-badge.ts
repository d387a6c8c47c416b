/** Order badge colours (spec §4): Completed green, Preparing yellow, Pending orange, Voided red, any other grey. */
export function orderBadgeClass(status: string): string {
  if (status === 'Voided') return 'badge badge-red';
  if (status === 'Completed') return 'badge badge-green';
  if (status === 'Preparing') return 'badge badge-yellow';
  if (status === 'Pending') return 'badge badge-orange';
  return 'badge';
}
