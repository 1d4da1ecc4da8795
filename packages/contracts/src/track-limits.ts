// Apart from the track schemas, so the storefront's tracker can use them without zod.

/** The track call (docs/product/chat-and-tracking.md), where every page's beacons go. */
export const TRACK_PATH = '/api/realtime-analytics/track';

/** A batch holds at most this many items: what a page gathers between two sends. */
export const TRACK_BATCH_LIMIT = 50;
/** The largest track body; a larger one is refused with 413 before it is read. */
export const TRACK_BODY_LIMIT_BYTES = 32 * 1024;
