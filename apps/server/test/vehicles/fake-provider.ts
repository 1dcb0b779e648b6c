import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for DVSA and DVLA: it answers what each test tells it to, the way the
 * providers document, and records every request. Nothing in these tests reaches the internet.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A JSON answer, or "never" for a provider that accepts the request and never replies. */
export type FakeAnswer = { status: number; json?: unknown } | "never";

export interface FakeProvider {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  requests: RecordedRequest[];
  /** How `METHOD /path` is answered from now on. */
  answer(route: string, respond: FakeAnswer | ((request: RecordedRequest) => FakeAnswer)): void;
  /** Requests seen for `METHOD /path`. */
  calls(route: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const routes = new Map<string, (request: RecordedRequest) => FakeAnswer>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const respond = routes.get(`${recorded.method} ${recorded.path}`);
      const answer = respond ? respond(recorded) : { status: 404, json: { message: "no route" } };
      if (answer === "never") return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.json === undefined ? "" : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(route, respond) {
      routes.set(route, typeof respond === "function" ? respond : () => respond);
    },
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
