import { z } from 'zod';

/** The gateway's public health answers: a status and nothing else (GET /health, /health/*). */
export const GATEWAY_HEALTH_STATUSES = ['ok', 'degraded', 'shutting-down'] as const;
export const gatewayHealthSchema = z.object({ status: z.enum(GATEWAY_HEALTH_STATUSES) });
export type GatewayHealth = z.infer<typeof gatewayHealthSchema>;
