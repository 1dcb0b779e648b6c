import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../src/db/client.ts";

interface Driver {
  query(...args: unknown[]): Promise<unknown>;
}

/**
 * The SQL statements a call sends, seen at the driver (the PGlite instance, or the pg pool),
 * which every query the app makes outside a transaction goes through. For proving that a list
 * costs a fixed number of statements, whatever its page holds.
 */
export async function statementsOf(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const driver = (db as unknown as { $client: Driver }).$client;
  const original = driver.query;
  const seen: string[] = [];
  driver.query = function (this: Driver, ...args: unknown[]) {
    const first = args[0];
    seen.push(typeof first === "string" ? first : (first as { text: string }).text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    driver.query = original;
  }
  return seen;
}

/**
 * Like `statementsOf`, without the session lookup that precedes a signed-in route: whether the
 * cache answers it (decision 016) depends on when its listener came up, not on the route.
 */
export async function routeStatementsOf(
  db: Database,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const seen = await statementsOf(db, run);
  return seen.filter(
    (text) => !/ from "(session|user)" where "(session"\."token|user"\."id)" = \$1$/.test(text),
  );
}

/**
 * The plan PostgreSQL picks for a statement, with sequential scans priced out (and bitmap
 * scans, which a tiny test table invites, with `noBitmap`: the plan a large table would get).
 */
export async function planOf(
  db: Database,
  query: SQL,
  options: { noBitmap?: boolean } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (options.noBitmap) await tx.execute(sql`set local enable_bitmapscan = off`);
    const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

export interface SentStatement {
  text: string;
  params: unknown[];
}

/** Like `statementsOf`, with each statement's parameters, to run it again under EXPLAIN. */
export async function sentStatementsOf(
  db: Database,
  run: () => Promise<unknown>,
): Promise<SentStatement[]> {
  const driver = (db as unknown as { $client: Driver }).$client;
  const original = driver.query;
  const seen: SentStatement[] = [];
  driver.query = function (this: Driver, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") {
      seen.push({ text: first, params: Array.isArray(second) ? second : [] });
    } else {
      // node-postgres: a query config, its values inside it or (prepared) beside it
      const config = first as { text: string; values?: unknown[] };
      const params = Array.isArray(second) ? second : (config.values ?? []);
      seen.push({ text: config.text, params });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    driver.query = original;
  }
  return seen;
}

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

/**
 * The plan PostgreSQL picks for a statement as a tree (not run, so without actual rows), with
 * sequential scans priced out as `planOf` does.
 */
export async function planTreeOf(
  db: Database,
  query: SQL,
  options: { noBitmap?: boolean } = {},
): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (options.noBitmap) await tx.execute(sql`set local enable_bitmapscan = off`);
    const rows = await queryRows<{ "QUERY PLAN": unknown }>(
      tx,
      sql`explain (format json) ${query}`,
    );
    const raw = rows[0]!["QUERY PLAN"];
    const doc = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return doc[0]!.Plan;
  });
}

/** A statement as the app sent it, as SQL to run again (under EXPLAIN) with its values. */
export function sqlOf(sent: SentStatement): SQL {
  const parts = sent.text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sent.params[Number(part) - 1]}`)),
  );
}

/** The executed plan of a statement as the app sent it: what each node really read. */
export async function analyzedPlanOf(db: Database, sent: SentStatement): Promise<PlanNode> {
  const driver = (db as unknown as { $client: Driver }).$client;
  const result = (await driver.query(
    `explain (analyze, format json) ${sent.text}`,
    sent.params,
  )) as {
    rows: { "QUERY PLAN": unknown }[];
  };
  const raw = result.rows[0]!["QUERY PLAN"];
  const doc = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return doc[0]!.Plan;
}

/** Every node of a plan, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
