import { createServer, type IncomingHttpHeaders } from "node:http";
import { type AnyRouteContract, ERROR_CODES, fieldErrors } from "@automobi/domain";
import { onTestFinished } from "vitest";

declare global {
  interface Window {
    /** happy-dom's control of the simulated page: its address, which `fetch` resolves against. */
    happyDOM: { setURL(url: string): void; waitUntilComplete(): Promise<void> };
  }
}

/** A request as the stand-in API received it. */
export interface ApiCall {
  method: string;
  /** The path with its query, as sent: `/api/quote-requests`. */
  path: string;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

export interface ApiRoute {
  contract: AnyRouteContract;
  answer: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;
}

/** `/api/quotes/:id/accept` as a pattern with a group per `:name`. */
function pathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/:([A-Za-z]\w*)/g, (_m, name) => {
      names.push(name);
      return "([^/]+)";
    });
  return { pattern: new RegExp(`^${source}$`), names };
}

/** The error body the server gives, for answers that refuse. */
export function apiError(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * The API on a local port, answering the routes given as their contracts describe them, with
 * the page (`window.location`) moved to its origin so that the app's same-origin `fetch` calls
 * reach it. A body or headers the route's schemas refuse get the server's 400 with a message per
 * field. A call to a route not given, and an answer the route's response schema for that status
 * refuses (or a status the route does not document), fail the test. Closed, and the page moved
 * back, when the test ends.
 */
export async function serveApi(...routes: ApiRoute[]): Promise<{ calls: ApiCall[] }> {
  const calls: ApiCall[] = [];
  const problems: string[] = [];
  const matchers = routes.map((route) => ({ route, ...pathPattern(route.contract.path) }));

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body === undefined ? "" : JSON.stringify(body));
    };
    let text = "";
    for await (const chunk of request) text += String(chunk);
    const path = request.url ?? "/";
    const pathname = new URL(path, "http://api.test").pathname;
    const found = matchers
      .map(({ route, pattern, names }) => ({ route, names, match: pattern.exec(pathname) }))
      .find(({ route, match }) => match && route.contract.method === request.method);
    if (!found?.match) {
      problems.push(`${request.method} ${path} is not a route this test serves`);
      send(404, apiError("NOT_FOUND", "Not found"));
      return;
    }
    const { route, names, match } = found;
    const body: unknown = text === "" ? undefined : JSON.parse(text);
    const params = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]),
    );
    const call = { method: request.method ?? "", path, params, headers: request.headers, body };
    calls.push(call);
    const { contract } = route;
    // Refused as the server refuses what its route's schemas do not accept.
    for (const [schema, input] of [
      [contract.headers, request.headers],
      [contract.body, body],
    ] as const) {
      const parsed = schema?.safeParse(input);
      if (parsed && !parsed.success) {
        const fields = fieldErrors(parsed.error);
        send(
          400,
          apiError(ERROR_CODES.VALIDATION_FAILED, "Please check the highlighted fields.", fields),
        );
        return;
      }
    }
    const answer = await route.answer(call);
    const schema = contract.responses[answer.status];
    const checked = schema?.safeParse(answer.body);
    if (!checked?.success) {
      problems.push(`${contract.operationId}: ${answer.status} with this body is not documented`);
    }
    send(answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The API has no port");
  const { port } = address;
  const before = window.location.href;
  window.happyDOM.setURL(`http://127.0.0.1:${port}/`);

  onTestFinished(async () => {
    window.happyDOM.setURL(before);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    if (problems.length > 0) throw new Error(`The stand-in API saw:\n${problems.join("\n")}`);
  });
  return { calls };
}

/** Waits until every request the page has sent is answered and its answer read. */
export async function requestsSettled(): Promise<void> {
  await window.happyDOM.waitUntilComplete();
  // The callbacks that read an answer run a task later.
  await new Promise((resolve) => setTimeout(resolve, 0));
}
