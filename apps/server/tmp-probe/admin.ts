import { writeFileSync } from "node:fs";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../src/db/schema/index.ts";
import { adminListQueries } from "../src/features/admin-requests/page-queries.ts";
const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}` });
const logged: { q: string; p: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (q, p) => logged.push({ q, p }) } });
const list = adminListQueries(db as never);
for (const filter of [undefined, "high_priority"] as const) {
  await list({ view: "active", filter, after: undefined, pageSize: 20, now: new Date() });
}
writeFileSync("/tmp/admin-sql.json", JSON.stringify(logged));
await pool.end();
