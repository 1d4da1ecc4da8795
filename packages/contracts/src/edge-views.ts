import { z } from 'zod';
import { productIdSchema } from './product-query';

/**
 * Product views the gateway answered from its edge cache, reported to the catalog so viewCount
 * still counts every shopper's look. A plain NATS subject outside every stream: a report lost in
 * an outage loses a second's views, like a crash of the catalog's own counter.
 */
export const EDGE_VIEWS_SUBJECT = 'edge.product-views';

/** Set by the catalog on a public product page: the answer counts as a view of this product. */
export const PRODUCT_VIEW_HEADER = 'x-product-view';

/** Reports are sent this often, and at the gateway's shutdown. */
export const EDGE_VIEWS_INTERVAL_MS = 1000;

export const edgeViewReportSchema = z.object({
  views: z
    .array(
      z.object({
        productId: productIdSchema,
        count: z.number().int().min(1).max(1_000_000),
      }),
    )
    .min(1)
    .max(10_000),
});
export type EdgeViewReport = z.infer<typeof edgeViewReportSchema>;
