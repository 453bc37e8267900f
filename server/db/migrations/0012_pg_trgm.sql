-- Trigram matching for keyword search over titles, SKUs, order numbers and buyers (GIN gin_trgm_ops indexes,
-- added by each domain in its own schema). PGlite loads the extension's code from its contrib bundle
-- (server/db/client.ts); PostgreSQL needs the contrib package (Debian's postgresql has it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
