/** drizzle-kit: `npx drizzle-kit generate` writes SQL migrations for server/db/schema/ (offline; no database needed). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
