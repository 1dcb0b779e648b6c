import { expect } from "vitest";
import type { Accounts, Who } from "../admin/fixtures.ts";
import { nextClientIp } from "../support/accounts.ts";
import type { TestApp } from "../support/test-app.ts";

/** A call as a browser on our own page makes it, as `who` (any method, PATCH included). */
export function request(
  ctx: TestApp,
  accounts: Accounts,
  who: Who,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  const cookie = who === "anonymous" ? undefined : accounts.cookies[who];
  return ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** anonymous 401, customer 403, admin `admin`, super admin 200 (or `superAdmin`). */
export async function expectRoleMatrix(
  ctx: TestApp,
  accounts: Accounts,
  method: "GET" | "POST" | "PATCH",
  url: string,
  expected: { admin: number; superAdmin?: number },
  payload?: unknown,
) {
  const seen = {
    anonymous: (await request(ctx, accounts, "anonymous", method, url, payload)).statusCode,
    customer: (await request(ctx, accounts, "customer", method, url, payload)).statusCode,
    admin: (await request(ctx, accounts, "admin", method, url, payload)).statusCode,
    superAdmin: (await request(ctx, accounts, "superAdmin", method, url, payload)).statusCode,
  };
  expect(seen, `${method} ${url}`).toEqual({
    anonymous: 401,
    customer: 403,
    admin: expected.admin,
    superAdmin: expected.superAdmin ?? 200,
  });
}
