/**
 * "Set up for India" (DECISIONS 34): rupees, GST at 5% split into CGST and SGST halves, and SAC 996331 for restaurant
 * service. With INR the service charge is voluntary (DECISIONS 32): checkout offers it unticked. No zod: the Settings
 * screen imports it.
 */
export const INDIA_PRESET = {
  currencyCode: 'INR',
  currencySymbol: '₹',
  taxName: 'GST',
  taxRateBp: 500,
  taxSplit: 'cgst-sgst',
  sac: '996331',
} as const;
