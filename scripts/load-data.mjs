#!/usr/bin/env node
// `npm run bench:data`: fills a database with generated load data for `npm run bench` and
// `npm run soak`, in set-based SQL (scripts/bench/data-sql.mjs describes the data), after
// applying the migrations. Not part of the tests.
//
//   npm run bench:data -- --size 1m --database-url postgres://postgres@127.0.0.1:5432/bench_1m
//   npm run bench:data -- --size 10k --data-dir /tmp/automobi-bench-10k        (PGlite)
//   npm run bench:data -- --requests 250000 --customers 25000 [--heavy 5000] [--submitters 2000]
//
// The target is --database-url (or DATABASE_URL), else --data-dir (or DATA_DIR) for PGlite;
// one of them is required, so the development database in ./data is never filled by mistake.
// A PostgreSQL database named bench_* is created when missing. A database that already holds
// generated accounts is refused. Every account's password is Automobi-bench-1.
import { parseArgs } from "node:util";
import { BENCH_PASSWORD, SIZES } from "./bench/data-sql.mjs";
import { createDatabase, databaseExists, loadData } from "./bench/dataset.mjs";

const { values } = parseArgs({
  options: {
    size: { type: "string" },
    requests: { type: "string" },
    customers: { type: "string" },
    heavy: { type: "string" },
    submitters: { type: "string" },
    garages: { type: "string" },
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
  },
});

function fail(message) {
  console.error(`bench:data: ${message}`);
  process.exit(1);
}

const preset = values.size ? SIZES[values.size.toLowerCase()] : SIZES["10k"];
if (!preset) fail(`--size must be one of ${Object.keys(SIZES).join(", ")}`);
const count = (name) => {
  const raw = values[name];
  if (raw === undefined) return preset[name];
  const n = Number(raw.replaceAll("_", ""));
  if (!Number.isSafeInteger(n) || n < 0) fail(`--${name} must be a whole number`);
  return n;
};
const counts = {
  requests: count("requests"),
  customers: count("customers"),
  heavy: count("heavy"),
  submitters: count("submitters"),
  garages: count("garages"),
};
if (counts.customers < 1) fail("--customers must be at least 1");
if (counts.garages < 1) fail("--garages must be at least 1");

const url = values["database-url"] ?? process.env.DATABASE_URL;
const dataDir = values["data-dir"] ?? process.env.DATA_DIR;
if (!url && !dataDir) fail("give --database-url (PostgreSQL) or --data-dir (PGlite)");
const target = url ? { kind: "postgres", url } : { kind: "pglite", dataDir };

if (target.kind === "postgres" && /\/bench_[a-z0-9_]+$/.test(new URL(url).pathname)) {
  if (!(await databaseExists(url))) await createDatabase(url);
}

const where = target.kind === "postgres" ? new URL(url).pathname.slice(1) : dataDir;
console.info(
  `Loading ${counts.requests} requests over ${counts.customers} customers, a heavy customer with ${counts.heavy}, ${counts.submitters} submitters, ${counts.garages} garages into ${target.kind} ${where}`,
);
try {
  const ms = await loadData(target, counts);
  console.info(
    `Done in ${(ms / 1000).toFixed(1)} s (${target.kind}). Every account's password: ${BENCH_PASSWORD}`,
  );
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
