import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_SUPER_ADMIN, fromClient, signInWithApi } from "./support/accounts";

const INSTALLED = {
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
};

/** Stores System Settings as a super admin does (the journeys share one server). */
async function storeSettings(baseURL: string, settings: typeof INSTALLED) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signInWithApi(
      api,
      baseURL,
      DEMO_SUPER_ADMIN,
      fromClient(`${DEMO_SUPER_ADMIN.email}:terms`),
    );
    const saved = await api.put("/api/admin/settings", {
      data: settings,
      headers: { origin: baseURL },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe("public copy and the stored settings", () => {
  test.afterEach(async ({ baseURL }) => storeSettings(baseURL ?? "", INSTALLED));

  test("every public page states the stored fee and points, prerendered pages included", async ({
    page,
    baseURL,
  }) => {
    await storeSettings(baseURL ?? "", {
      ...INSTALLED,
      paymentFeePence: 400,
      rewardPointsPerPayment: 15,
    });

    const pages = [
      { path: "/", fee: ["a £4 service fee applies", "Pay the £4 service fee"], points: true },
      { path: "/about", fee: ["The £4 service fee", "a one-off £4 service fee"], points: true },
      { path: "/terms", fee: ["you pay us a £4 service fee"], points: true },
      { path: "/user-agreement", fee: ["your £4 service fee is paid"], points: false },
    ];
    for (const { path, fee, points } of pages) {
      await page.goto(path);
      const main = page.getByRole("main");
      for (const text of fee) await expect(main).toContainText(text);
      if (points) await expect(main).toContainText("15 reward points");
      await expect(main).not.toContainText("£3");
      await expect(main).not.toContainText("10 reward points");
    }

    // The page as the server sends it states no fee the build guessed: the build cannot know it.
    const prerendered = await page.request.get("/about");
    const html = await prerendered.text();
    expect(html).toContain("About");
    expect(html).not.toContain("£3");
  });
});
