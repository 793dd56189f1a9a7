import { defineConfig } from "drizzle-kit";

// Migrations are generated from server/db/schema.ts and checked in; both PGlite and a
// PostgreSQL server apply the same files at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
