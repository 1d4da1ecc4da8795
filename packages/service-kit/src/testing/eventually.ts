const POLL_MS = 50;

/**
 * Tries `probe` (an assertion, or a read that throws until it finds what it waits for) until it
 * passes or `timeoutMs` runs out, and answers what it returned; then its last failure is the
 * test's.
 */
export async function eventually<T>(probe: () => Promise<T> | T, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
