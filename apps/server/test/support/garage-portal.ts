import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { cookieHeader, GOOD_PASSWORD, latestEmail, nextClientIp } from "./accounts.ts";

const ORIGIN = "http://localhost:3000";

/** Staff invite `email` to a garage's portal, as the directory's dialog does. */
export function inviteToPortal(
  app: FastifyInstance,
  staffCookie: string,
  garageId: string,
  email: string,
) {
  return app.inject({
    method: "POST",
    url: `/api/admin/garages/${garageId}/portal-invitations`,
    remoteAddress: nextClientIp(),
    headers: { cookie: staffCookie, origin: ORIGIN },
    payload: { email },
  });
}

/** The token of the newest invitation e-mailed to an address, from its link. */
export async function invitationToken(db: Database, email: string): Promise<string> {
  const mail = await latestEmail(db, email, "garage-invitation");
  const link = mail?.text.match(/https?:\/\/\S+\/garage\/invitation\?token=(\S+)/)?.[1];
  expect(link, `an invitation e-mailed to ${email}`).toBeTruthy();
  return decodeURIComponent(link!);
}

/** The invitation's page sending its form: the name and password chosen there. */
export function acceptInvitation(
  app: FastifyInstance,
  token: string,
  body: { password?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/garage-invitations/accept",
    remoteAddress: nextClientIp(),
    headers: { origin: ORIGIN },
    payload: { token, password: GOOD_PASSWORD, ...body },
  });
}

/** A garage's user, invited by staff and signed in from the invitation's page: its cookie. */
export async function garageUserCookie(
  app: FastifyInstance,
  db: Database,
  staffCookie: string,
  garageId: string,
  email: string,
): Promise<string> {
  const invited = await inviteToPortal(app, staffCookie, garageId, email);
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await acceptInvitation(app, await invitationToken(db, email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  return cookieHeader(accepted);
}
