// The database-backed jest projects, run once more on the embedded engine (TEST_DATABASE=embedded)
// so both engines stay proven: largest first, so a run spread over lanes ends evenly.
export const EMBEDDED_PROJECTS = ['service-kit', 'catalog', 'order', 'identity', 'analytics'];
