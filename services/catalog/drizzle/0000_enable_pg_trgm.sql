-- The products search uses trigram indexes; the embedded engine loads the extension at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
