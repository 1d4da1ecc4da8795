import { z } from 'zod';

/** Every API answer is `{ success, message?, ...data }`; failures carry a human message. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type Pagination = z.infer<typeof paginationSchema>;
