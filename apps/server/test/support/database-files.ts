// Shared by the run's global setup (outside the test workers) and the test files.
import type { DatabaseHandle } from "../../src/db/client.ts";

/** Names PostgreSQL databases a test file prepared for others to copy: prefix, then template. */
export const PREPARED_DATABASE_PREFIX = "automobi_p_";

/** An embedded database's whole data directory, as the tarball `loadDataDir` opens. */
export async function pgliteTarball(handle: DatabaseHandle): Promise<Buffer> {
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  return Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
}
