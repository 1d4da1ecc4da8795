import { z } from 'zod';

/**
 * Where a visitor came from (docs/product/chat-and-tracking.md#traffic-source): campaign
 * parameters first, else the referrer.
 */
export const TRAFFIC_SOURCE_TYPES = ['campaign', 'social', 'search', 'referral', 'direct'] as const;
export const trafficSourceSchema = z.object({
  source: z.string().trim().min(1).max(100),
  medium: z.string().trim().max(100).optional(),
  campaign: z.string().trim().max(200).optional(),
  type: z.enum(TRAFFIC_SOURCE_TYPES),
});
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export const deviceSchema = z.object({
  type: z.enum(DEVICE_TYPES),
  browser: z.string().trim().max(100).optional(),
  os: z.string().trim().max(100).optional(),
});
export type Device = z.infer<typeof deviceSchema>;
