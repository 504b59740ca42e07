import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from the schema files; they are applied by the app itself
// (src/platform/db.ts) so the same path works on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: './drizzle',
});
