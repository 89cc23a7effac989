import { defineConfig } from 'drizzle-kit';

// Migrations are generated (`npm run db:generate`) and committed; they are never pushed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
