import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/demo/seed.ts";
import {
  callProcess,
  PROCESSES_PUBLIC_URL,
  type ServerProcess as Server,
  signInDemo,
  useServerProcesses,
  within,
} from "../support/server-processes.ts";

// Several processes share a database only on PostgreSQL; PGlite is one process's own.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the session cache across two processes", () => {
  const servers = useServerProcesses(2, "session-cache");
  const publicUrl = PROCESSES_PUBLIC_URL;

  const call = (server: Server, method: string, path: string, cookie: string, body?: unknown) =>
    callProcess(server, publicUrl, method, path, cookie, body);
  const signIn = (server: Server, email: string) => signInDemo(server, publicUrl, email);

  it("refuses a session signed out on the other process within a second", async () => {
    const [a, b] = servers as [Server, Server];
    const cookie = await signIn(a, "customer@example.com");
    // Both processes now hold the session in memory.
    for (const server of [a, b, a, b]) {
      expect((await call(server, "GET", "/api/quote-requests", cookie)).status).toBe(200);
    }
    const out = await call(b, "POST", "/api/auth/sign-out", cookie, {});
    expect(out.status).toBe(200);
    const took = await within(1_000, async () => {
      return (await call(a, "GET", "/api/quote-requests", cookie)).status === 401;
    });
    expect(took).toBeLessThan(1_000);
    expect((await call(b, "GET", "/api/quote-requests", cookie)).status).toBe(401);
  });

  it("downgrades a session demoted on the other process within a second", async () => {
    const [a, b] = servers as [Server, Server];
    const admin = await signIn(a, "admin@example.com");
    const boss = await signIn(b, "superadmin@example.com");
    for (let i = 0; i < 2; i++) {
      expect((await call(a, "GET", "/api/admin/outbox", admin)).status).toBe(200);
    }
    const staff = (await (await call(b, "GET", "/api/admin/staff", boss)).json()) as {
      items: { id: string; email: string }[];
    };
    const target = staff.items.find((s) => s.email === "admin@example.com")!;
    const demoted = await call(b, "POST", `/api/admin/staff/${target.id}/demote`, boss, {});
    expect(demoted.status).toBe(200);
    const took = await within(1_000, async () => {
      return (await call(a, "GET", "/api/admin/outbox", admin)).status === 403;
    });
    expect(took).toBeLessThan(1_000);
    // Still signed in, as a customer now.
    expect((await call(a, "GET", "/api/quote-requests", admin)).status).toBe(200);
  });

  it("signs a suspended garage's users out of the other process within a second", async () => {
    const [a, b] = servers as [Server, Server];
    const garageUser = await signIn(a, "garage@example.com");
    for (const server of [a, b, a, b]) {
      expect((await call(server, "GET", "/api/garage/portal", garageUser)).status).toBe(200);
    }
    const boss = await signIn(b, "superadmin@example.com");
    const listed = (await (
      await call(b, "GET", "/api/admin/garages?search=Hartley", boss)
    ).json()) as { items: { id: string }[] };
    const suspended = await call(
      b,
      "POST",
      `/api/admin/garages/${listed.items[0]!.id}/suspend`,
      boss,
      {},
    );
    expect(suspended.status).toBe(200);
    const took = await within(1_000, async () => {
      return (await call(a, "GET", "/api/garage/portal", garageUser)).status === 401;
    });
    expect(took).toBeLessThan(1_000);
    const again = await call(a, "POST", "/api/auth/sign-in/email", "", {
      email: "garage@example.com",
      password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(403);
  });
});
