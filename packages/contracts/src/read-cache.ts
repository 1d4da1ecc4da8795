/**
 * Said by a catalog replica once its read cache has dropped what a catalogue change made stale:
 * a plain NATS subject outside every stream. The gateway hears the change event and drops its
 * edge cache, but a read it then sends may reach a catalog replica that has not yet heard the
 * event and still answers from its own cache; the gateway drops again on this word, so such an
 * answer cannot stay at the edge.
 */
export const READ_CACHE_DROPPED_SUBJECT = 'edge.read-cache-dropped';
