import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import * as contracts from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";

/**
 * The routes that answer with an event stream ("GET /api/events"): never-ending answers, which
 * `inject` would wait for forever, so a test reaches them over a real connection.
 */
export const EVENT_STREAM_ROUTES: ReadonlySet<string> = new Set(
  Object.values(contracts)
    .flatMap(
      (group) => Object.values(group) as { method: string; path: string; mediaType?: string }[],
    )
    .filter((contract) => contract.mediaType === "text/event-stream")
    .map((contract) => `${contract.method} ${contract.path}`),
);

/** Opens a stream and closes it again, for the answer's status alone (401, 403, 200, ...). */
export async function streamStatus(app: FastifyInstance, path: string, cookie?: string) {
  const stream = await openEventStream(await listeningUrl(app), path, cookie);
  if (stream.status === 200) await stream.next();
  stream.close();
  return stream.status;
}

/** One server-sent event as a browser's EventSource would see it. */
export interface ServerEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  contentType: string | null;
  /** The next event not yet taken, waiting at most `timeoutMs` (then it fails). */
  next(timeoutMs?: number): Promise<ServerEvent>;
  /** Events received and not yet taken. */
  waiting(): ServerEvent[];
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/** The app listening on a free local port (streams need a real connection, not inject). */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens `path` as an event stream, as a browser on our own page would, and parses it. */
export async function openEventStream(
  base: string,
  path: string,
  cookie?: string,
): Promise<EventStream> {
  // A connection of its own, closed with the stream: a browser's EventSource ends its
  // connection when closed, where fetch's pool may keep one open that the server then waits
  // for when it stops.
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, {
      agent: false,
      headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) },
    });
    req.once("response", resolve).once("error", reject).end();
  });
  const queue: ServerEvent[] = [];
  const wakers: (() => void)[] = [];
  let done = false;
  const contentType = res.headers["content-type"] ?? null;
  const status = res.statusCode ?? 0;
  const isStream = status === 200 && contentType?.startsWith("text/event-stream");
  if (isStream) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of res as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split("\n").filter((line) => !line.startsWith(":"));
            const field = (name: string) =>
              lines
                .filter((line) => line.startsWith(`${name}: `))
                .map((line) => line.slice(name.length + 2))
                .join("\n");
            if (lines.some((line) => line.startsWith("event: ") || line.startsWith("data: "))) {
              queue.push({ event: field("event") || "message", data: field("data") });
            }
            end = buffer.indexOf("\n\n");
          }
          for (const wake of wakers.splice(0)) wake();
        }
      } catch {
        // destroyed by close()
      }
      done = true;
      for (const wake of wakers.splice(0)) wake();
    })();
  } else {
    for await (const _ of res) {
      // the answer's body, read to its end
    }
    done = true;
  }
  return {
    status,
    contentType,
    async next(timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (done) throw new Error("the stream ended");
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wakers.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift() as ServerEvent;
    },
    waiting: () => [...queue],
    ended: () => done,
    close: () => res.destroy(),
  };
}
