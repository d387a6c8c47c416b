import { z } from 'zod';

/** PATCH /api/orders/{id}/service-charge. */
export const ServiceChargeInput = z.object({ serviceCharge: z.boolean({ message: 'serviceCharge must be true or false' }) });
