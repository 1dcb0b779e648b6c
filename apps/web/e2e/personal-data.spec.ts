import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectAccessible, test } from "./fixtures";
import { fromClient, toast } from "./support/accounts";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, PHONE } from "./support/quotes";

test.describe("a customer's own data, on a phone", () => {
  test.use(PHONE);

  test("downloads a copy of their data, then deletes their account", async ({ page, baseURL }) => {
    const base = baseURL ?? "";
    const { account, requestId } = await customerWithRequest(page, base, "my-data");

    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Settings" }).click();
    const settings = dialogTitled(page, "Update Details");

    // Download my data: the current password, then the zip.
    const myData = settings.getByRole("region", { name: "Download my data" });
    await myData.getByRole("button", { name: "Download my data" }).click();
    await myData.getByRole("button", { name: "Prepare my data" }).click();
    await expect(myData.getByText("Please enter your current password")).toBeVisible();
    await myData.getByLabel("Current password").fill(account.password);
    await myData.getByRole("button", { name: "Prepare my data" }).click();
    await expect(toast(page, "Your Data Is Ready")).toBeVisible();
    const link = myData.getByRole("link", { name: "Download my data (zip)" });
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^automobi-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const data = JSON.parse(strFromU8(files["automobi-data.json"] ?? new Uint8Array()));
    expect(data.account.email).toBe(account.email);
    expect(data.requests.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(strFromU8(files["automobi-data.html"] ?? new Uint8Array())).toContain(
      "Your Automobi data",
    );

    // Delete my account: the password and the typed word, then signed out and gone.
    const danger = settings.getByRole("region", { name: "Delete my account" });
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await danger.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(danger.getByText("Please type DELETE to confirm")).toBeVisible();
    await danger.getByLabel("Current password").fill(account.password);
    await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
    await expectFitsPhoneWidth(page);
    await danger.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(toast(page, "Your account is deleted")).toBeVisible();
    await expect(page).toHaveURL(`${base}/`);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    const again = await page.request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: account.password },
      headers: { origin: base, ...fromClient(`${account.email}:after`) },
    });
    expect(again.status()).toBe(401);

    // The privacy policy states how long things are kept, from the stored settings.
    await page.goto("/privacy");
    await expect(
      page.getByText("is kept in our deleted requests for 90 days", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText("removed after 7 days", { exact: false })).toBeVisible();
  });
});
