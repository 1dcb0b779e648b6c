import { z } from "zod";

/** A stream of server-sent events (decision 064): `ready`, then `change` events. */
export const liveEventStream = z.string().meta({
  description:
    'Server-sent events (text/event-stream): `event: ready` once the stream is listening, then `event: change` with `data: {"topics":[...]}` naming what changed (requests, quotes, messages, notifications, payments, rewards, appointments, tickets, settings), and a comment line every 25 s. The stream carries no data of the rows: read them again through their own routes.',
});
