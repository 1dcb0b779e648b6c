import { REQUEST_STATUSES, type RequestStatus } from "@automobi/domain";
import {
  ADMIN_REQUEST_ACTION_PATHS,
  type AdminRequestAction,
  adminTransitionRefusal,
} from "@automobi/domain/schemas";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";
import {
  ADMIN_EMAIL,
  auditEntries,
  call,
  requestRow,
  storedRequest,
  useAccounts,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

/** Spec 001 §4, Admin transitions: from which statuses each action goes where. */
const SPEC: Record<AdminRequestAction, { from: RequestStatus[]; to: RequestStatus }> = {
  "start-review": { from: ["pending"], to: "in_progress" },
  "mark-complete": { from: ["in_progress", "quoted", "accepted"], to: "completed" },
  "mark-quoted": { from: ["pending"], to: "quoted" },
  "soft-delete": { from: REQUEST_STATUSES.filter((s) => s !== "deleted"), to: "deleted" },
  // a request stored as deleted, with no status remembered from before: pending
  restore: { from: ["deleted"], to: "pending" },
};

const act = (id: string, action: AdminRequestAction) =>
  call(
    ctx,
    accounts,
    "admin",
    "POST",
    `/api/admin/quote-requests/${id}/${ADMIN_REQUEST_ACTION_PATHS[action]}`,
    {},
  );

const cases = (Object.keys(SPEC) as AdminRequestAction[]).flatMap((action) =>
  REQUEST_STATUSES.map((from) => ({ action, from, allowed: SPEC[action].from.includes(from) })),
);

describe("admin status actions", () => {
  it.each(cases.filter((c) => c.allowed))(
    "$action moves a $from request on",
    async ({ action, from }) => {
      const id = await storedRequest(ctx, accounts.customerId, { status: from, hoursAgo: 1 });
      const before = await requestRow(ctx, id);
      const res = await act(id, action);
      expect(res.statusCode, res.body).toBe(200);
      const to = SPEC[action].to;
      expect(res.json()).toMatchObject({ id, status: to });
      const after = await requestRow(ctx, id);
      expect(after!.status).toBe(to);
      expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());

      const [entry, ...more] = await auditEntries(ctx, id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actorEmail: ADMIN_EMAIL,
        action: `quote_request.${action.replaceAll("-", "_")}`,
        targetType: "quote_request",
        details: { from, to },
      });
      expect(entry!.actorUserId).toBeTruthy();
    },
  );

  it.each(cases.filter((c) => !c.allowed))(
    "$action refuses a $from request (409)",
    async ({ action, from }) => {
      const id = await storedRequest(ctx, accounts.customerId, { status: from });
      const before = await requestRow(ctx, id);
      const res = await act(id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: "INVALID_TRANSITION",
        message: adminTransitionRefusal(action, from),
      });
      expect(await requestRow(ctx, id)).toEqual(before);
      expect(await auditEntries(ctx, id)).toEqual([]);
    },
  );
});

describe("the timestamps that go with a status", () => {
  it("Mark Complete sets the completion time; delete sets the deletion time; restore clears it", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    const completed = await act(id, "mark-complete");
    const completedAt = completed.json().completedAt;
    expect(Date.parse(completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const deleted = await act(id, "soft-delete");
    expect(deleted.json().deletedAt).toBeTruthy();
    // back to the status it had, completed, with its completion time
    const restored = await act(id, "restore");
    expect(restored.json()).toMatchObject({ status: "completed", completedAt, deletedAt: null });
    const row = await requestRow(ctx, id);
    expect(row!.deletedAt).toBeNull();
  });

  it("the refusal names the status as admins see it", () => {
    expect(adminTransitionRefusal("start-review", "in_progress")).toBe(
      "Only an outstanding (pending) request can be put in review. This request is In Progress.",
    );
    expect(adminTransitionRefusal("restore", "pending")).toBe(
      "Only a deleted request can be restored. This request is Outstanding.",
    );
  });
});

describe("two admins acting on one request at once", () => {
  it("cannot both start its review: one succeeds, the other gets 409", async () => {
    const id = await storedRequest(ctx, accounts.customerId);
    const answers = await Promise.all([act(id, "start-review"), act(id, "start-review")]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await requestRow(ctx, id))!.status).toBe("in_progress");
    expect(await auditEntries(ctx, id)).toHaveLength(1);
  });

  it("leaves it in a state the answers explain when they complete, delete and restore it", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "quoted" });
    const answers = await Promise.all([
      act(id, "mark-complete"),
      act(id, "soft-delete"),
      act(id, "restore"),
    ]);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const applied = answers.filter((res) => res.statusCode === 200).map((res) => res.json());
    const entries = await auditEntries(ctx, id);
    expect(entries).toHaveLength(applied.length);
    // each applied action started where another left the request: one chain from quoted
    let at = "quoted";
    let left = entries.map((entry) => entry.details as { from: string; to: string });
    while (left.length > 0) {
      const next = left.find((step) => step.from === at);
      expect(next, `an action from ${at}`).toBeDefined();
      at = next!.to;
      left = left.filter((step) => step !== next);
    }
    const row = await requestRow(ctx, id);
    expect(row!.status).toBe(at);
    if (row!.status === "deleted") expect(row!.deletedAt).not.toBeNull();
    if (row!.status === "completed") expect(row!.completedAt).not.toBeNull();
  });
});
