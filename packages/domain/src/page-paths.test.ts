import { describe, expect, it } from "vitest";
import { isPagePath, PAGE_PATTERNS, pagePaths } from "./page-paths.ts";

describe("the web app's pages", () => {
  it("include every route of spec §2 and the back office's newer screens", () => {
    for (const path of [
      "/",
      "/quote-request",
      "/dashboard",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/confirm-email",
      "/undo-email-change",
      "/about",
      "/terms",
      "/privacy",
      "/cookies",
      "/user-agreement",
      "/sitemap",
      "/profile",
      "/admin",
      "/admin/portal",
      "/admin/dashboard",
      "/admin/quote-processing",
      "/admin/customer-service",
      "/admin/message/3f2a9c1e-0000-4000-8000-000000000001",
      "/admin/deleted-quotes",
      "/admin/emails",
      "/admin/garages",
      "/admin/audit",
      "/admin/staff",
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it("are matched as the router matches them: any case, a trailing slash ignored", () => {
    expect(isPagePath("/About/")).toBe(true);
    expect(isPagePath("/admin/message/abc/")).toBe(true);
    expect(isPagePath(pagePaths.admin.message.href("a b"))).toBe(true);
  });

  it("do not include other paths", () => {
    for (const path of [
      "/no-such-page",
      "/about/team",
      "/admin/message",
      "/admin/message/1/2",
      "/admin/unknown",
      "/dashboard/settings",
      "/sitemap.xml",
      "/%E0%A4%A",
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it("list each pattern once", () => {
    expect(new Set(PAGE_PATTERNS).size).toBe(PAGE_PATTERNS.length);
  });
});
