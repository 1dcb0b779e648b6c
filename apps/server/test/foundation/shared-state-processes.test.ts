import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { quoteForm } from "../support/quote-form.ts";
import {
  callProcess,
  PROCESSES_PUBLIC_URL,
  type ServerProcess,
  signInDemo,
  useServerProcesses,
} from "../support/server-processes.ts";

// Several processes share a database only on PostgreSQL; PGlite is one process's own.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "what two processes share: limits and retries",
  () => {
    const servers = useServerProcesses(2, "shared-state");
    const publicUrl = PROCESSES_PUBLIC_URL;

    it("counts a rate limit across both processes: the fourth reset of an address is refused on either", async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const ask = (server: ServerProcess) =>
        callProcess(server, publicUrl, "POST", "/api/auth/request-password-reset", "", {
          email: "forgetful@example.com",
          redirectTo: "/reset-password",
        });
      // Three an address in 15 minutes (AUTH_RATE_RULES.forgotAccount), wherever they land.
      expect((await ask(a)).status).toBe(200);
      expect((await ask(b)).status).toBe(200);
      expect((await ask(a)).status).toBe(200);
      const refused = await ask(b);
      expect(refused.status).toBe(429);
      expect((await ask(a)).status).toBe(429);
    });

    it("answers a submission retried on the other process with the request already made, once", async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const customer = await signInDemo(a, publicUrl, "customer@example.com");
      const key = randomUUID();
      const submit = (server: ServerProcess) =>
        fetch(`${server.base}/api/quote-requests`, {
          method: "POST",
          headers: {
            cookie: customer,
            origin: publicUrl,
            "content-type": "application/json",
            "idempotency-key": key,
          },
          body: JSON.stringify(quoteForm({ description: "Retried on another process" })),
        });
      const first = await submit(a);
      expect(first.status).toBe(201);
      const again = await submit(b);
      expect(again.status).toBe(200);
      const made = (await first.json()) as { id: string };
      expect(((await again.json()) as { id: string }).id).toBe(made.id);
      const list = (await (
        await callProcess(b, publicUrl, "GET", "/api/quote-requests?pageSize=50", customer)
      ).json()) as { items: { description: string }[] };
      expect(list.items.filter((r) => r.description === "Retried on another process")).toHaveLength(
        1,
      );
    });
  },
);
