import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a SQL migration for every schema change; no database needed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
