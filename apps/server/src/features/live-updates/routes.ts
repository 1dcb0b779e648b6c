import {
  isGarageUser,
  isStaff,
  LIVE_EVENTS,
  LIVE_HEARTBEAT_MS,
  LIVE_STREAMS_PER_ACCOUNT,
  LIVE_UPDATE_MESSAGES,
  type LiveChange,
  type LiveTopic,
} from "@automobi/domain";
import { liveUpdateContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sessionOf } from "../../access/access.ts";
import { type CurrentSession, sessionNow } from "../../access/guards.ts";
import { AppError } from "../../http/app-error.ts";
import { route } from "../../http/route.ts";
import { logHijackedCompleted } from "../../plugins/request-log.ts";
import { type ChangeHub, STAFF_AUDIENCE, userAudience } from "./change-hub.ts";

// Pushed updates (issue 33, decision 064): a signed-in screen holds one event stream, and is
// told the topics that changed; it reads its data again through its own routes.

/** Notices that arrive this close together go out as one event: a change is often several. */
export const COALESCE_MS = 100;

interface StreamDeps {
  hub: ChangeHub;
  /** The session as it is now (not as the request found it), for the stream's checks. */
  sessionNow: (request: FastifyRequest) => Promise<CurrentSession | null>;
  /** Streams open in this process, by account. */
  openByAccount: Map<string, number>;
  /** Each open stream's check that its reader is still signed in, by account. */
  checksByAccount: Map<string, Set<() => void>>;
}

/** Answers the request with an event stream for these audiences until either side ends it. */
function openStream(
  deps: StreamDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  audiences: string[],
  /** Whether a session may still read this stream (the route's access, checked again). */
  allowed: (session: CurrentSession) => boolean,
) {
  const { hub, openByAccount } = deps;
  const userId = sessionOf(request).user.id;
  if (!hub.listening) {
    throw new AppError("SERVICE_UNAVAILABLE", LIVE_UPDATE_MESSAGES.unavailable, 503);
  }
  const open = openByAccount.get(userId) ?? 0;
  if (open >= LIVE_STREAMS_PER_ACCOUNT) {
    throw new AppError("RATE_LIMITED", LIVE_UPDATE_MESSAGES.tooMany, 429);
  }
  openByAccount.set(userId, open + 1);

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // a proxy must pass each event on as it comes, not hold it in a buffer
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  raw.write(`retry: 5000\n\nevent: ${LIVE_EVENTS.ready}\ndata: {}\n\n`);

  const checks = deps.checksByAccount.get(userId) ?? new Set<() => void>();
  deps.checksByAccount.set(userId, checks);
  const pending = new Set<LiveTopic>();
  let flushTimer: NodeJS.Timeout | undefined;
  let ended = false;
  const flush = () => {
    flushTimer = undefined;
    if (ended || pending.size === 0) return;
    const change: LiveChange = { topics: [...pending] };
    pending.clear();
    raw.write(`event: ${LIVE_EVENTS.change}\ndata: ${JSON.stringify(change)}\n\n`);
  };
  const unsubscribe = hub.subscribe(audiences, (topic) => {
    pending.add(topic);
    flushTimer ??= setTimeout(flush, COALESCE_MS);
  });
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    unwatch();
    clearTimeout(flushTimer);
    clearInterval(heartbeat);
    checks.delete(onSessionChange);
    if (checks.size === 0) deps.checksByAccount.delete(userId);
    const left = (openByAccount.get(userId) ?? 1) - 1;
    if (left > 0) openByAccount.set(userId, left);
    else openByAccount.delete(userId);
    if (!raw.writableEnded) raw.end();
    logHijackedCompleted(request, reply);
  };
  // Notices missed while the listener was down cannot be told: the stream ends, and the screen
  // reads everything again when it has a stream once more (and polls meanwhile).
  const unwatch = hub.watchState((listening) => {
    if (!listening) end();
  });
  // The reader must still be signed in: checked when the account's sessions change (signed out,
  // revoked, a new password or role, in any process) and before each heartbeat, the comment line
  // that keeps proxies from closing a quiet stream.
  const check = (then?: () => void) =>
    void deps.sessionNow(request).then(
      (now) => (now && now.user.id === userId && allowed(now) ? then?.() : end()),
      () => end(),
    );
  const onSessionChange = () => check();
  checks.add(onSessionChange);
  const heartbeat = setInterval(
    () => check(() => !ended && raw.write(": keep-alive\n\n")),
    LIVE_HEARTBEAT_MS,
  );
  heartbeat.unref();
  request.raw.on("close", end);
  raw.on("error", end);
}

export async function liveUpdateRoutes(app: FastifyInstance, opts: { hub: ChangeHub }) {
  const { auth, sessions } = app.services;
  const deps: StreamDeps = {
    hub: opts.hub,
    openByAccount: new Map(),
    checksByAccount: new Map(),
    sessionNow: (request) => sessionNow(auth, request, sessions),
  };

  const unwatch = sessions.watchAccounts((userId) => {
    for (const check of [...(deps.checksByAccount.get(userId) ?? [])]) check();
  });
  app.addHook("onClose", async () => unwatch());

  // A customer's dashboard: what changed for them alone.
  route(app, contracts.customerEvents, async (request, reply) => {
    openStream(
      deps,
      request,
      reply,
      [userAudience(sessionOf(request).user.id)],
      (session) => !isGarageUser(session.user.role),
    );
  });

  // The staff screens: every change they list.
  route(app, contracts.staffEvents, async (request, reply) => {
    openStream(
      deps,
      request,
      reply,
      [STAFF_AUDIENCE],
      (session) => isStaff(session.user.role) && session.user.twoFactorEnabled,
    );
  });
}
