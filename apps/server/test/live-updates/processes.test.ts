import { describe, expect, it } from "vitest";
import { openEventStream } from "../support/event-stream.ts";
import {
  callProcess,
  PROCESSES_PUBLIC_URL,
  type ServerProcess,
  signInDemo,
  useServerProcesses,
} from "../support/server-processes.ts";

const topicsOf = (data: string) => (JSON.parse(data) as { topics: string[] }).topics;

// Several processes share a database only on PostgreSQL; PGlite is one process's own.
describe.skipIf(!process.env.TEST_DATABASE_URL)("live updates across two processes", () => {
  const servers = useServerProcesses(2, "live-updates");
  const publicUrl = PROCESSES_PUBLIC_URL;

  it("tells the streams of one process of a change made through the other, and ends a signed-out one", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const customer = await signInDemo(a, publicUrl, "customer@example.com");
    const staffOnB = await signInDemo(b, publicUrl, "admin@example.com");
    const staffOnA = await signInDemo(a, publicUrl, "admin@example.com");
    const mine = await openEventStream(a.base, "/api/events", customer);
    const staff = await openEventStream(a.base, "/api/admin/events", staffOnA);
    try {
      expect((await mine.next()).event).toBe("ready");
      expect((await staff.next()).event).toBe("ready");
      const list = (await (
        await callProcess(a, publicUrl, "GET", "/api/quote-requests", customer)
      ).json()) as { items: { id: string }[] };
      const requestId = list.items[0]!.id;
      const sent = await callProcess(
        b,
        publicUrl,
        "POST",
        `/api/admin/quote-requests/${requestId}/messages`,
        staffOnB,
        { subject: "Your brakes", message: "We have a question about your request." },
      );
      expect(sent.status).toBe(201);
      const started = Date.now();
      expect(topicsOf((await mine.next(1_000)).data)).toContain("messages");
      expect(topicsOf((await staff.next(1_000)).data)).toContain("messages");
      expect(Date.now() - started).toBeLessThan(1_000);

      // Signed out through the other process: the stream here ends within a second.
      const out = await callProcess(b, publicUrl, "POST", "/api/auth/sign-out", customer, {});
      expect(out.status).toBe(200);
      await expect(mine.next(1_000)).rejects.toThrow("the stream ended");
    } finally {
      mine.close();
      staff.close();
    }
  });
});
