/**
 * Local and emulator mode only (DECISIONS 5): the seeded admin and the /admin/adminlogin
 * password. A deployed project never has these. Kept out of the domain, which the web bundles.
 */
export const LOCAL_ADMIN = { phone: '9999999999', password: 'thali-admin', name: 'Thali Admin' } as const;
