import { z } from 'zod';

const SHAPE = 'Your PIN must be 4 to 6 digits';

const pinField = (label: string) => z.string({ error: `${label} is required` }).regex(/^\d{4,6}$/, SHAPE);

/** PUT /api/admin/pins/me: a new PIN, typed twice. */
export const SetPinInput = z
  .object({ pin: pinField('PIN'), confirmPin: z.string({ error: 'Type the PIN again to confirm it' }) })
  .refine((v) => v.pin === v.confirmPin, { path: ['confirmPin'], message: 'The two PINs do not match' });

/** POST /api/admin/pins/switch: who is taking over this device, and their PIN. */
export const SwitchInput = z.object({
  uid: z.string({ error: 'Choose who is switching in' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Choose who is switching in'),
  pin: pinField('PIN'),
});

/** POST /api/admin/pins/switch-back: the proof to end. */
export const SwitchBackInput = z.object({ token: z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is not a switch proof') });
