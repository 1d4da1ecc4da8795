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

/** The schema of an API answer, as the browser's `apiRequest` takes it. */
export type AnswerSchema = z.ZodType;

/**
 * What an answer that keeps its contract holds: the schema's output. The services type the
 * answers they build with these same types, so the output is what travels (docs/frontends.md,
 * "The browser and the contracts").
 */
export type AnswerOf<Schema extends AnswerSchema> = z.output<Schema>;
