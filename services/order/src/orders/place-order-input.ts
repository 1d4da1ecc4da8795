import type { placeOrderRequestSchema } from '@shop/contracts';
import type { z } from 'zod';

export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;
