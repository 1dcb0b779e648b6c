import { expect, expectAccessible, test } from "./fixtures";
import { toast } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest } from "./support/quotes";
import { staffPage } from "./support/staff";

test.describe("the quote form's garages by distance, on a phone", () => {
  test("staff see the garages nearest the request with their distance, those beyond the customer's travel distance marked, and confirm a quote from one", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    // The customer is in Cheltenham (GL50 1QA) and travels up to 10 miles. The demo directory
    // has Cotswold Autocare in Cheltenham and Brunel Road Bodyshop in Bristol, about 37 miles.
    const { requestId } = await customerWithRequest(page, base, "garage-distance");
    const admin = await staffPage(browser, base, browserErrors, undefined, true);
    await admin.goto("/admin/quote-processing");
    const list = admin.getByRole("region", { name: /^Active Requests/ });
    await admin.getByLabel("Search requests").fill(requestId.slice(0, 8));
    await expect(list.getByRole("article")).toHaveCount(1);
    await list.getByRole("button", { name: "Add New Quote" }).click();

    // Before anything is typed, the finder offers the nearest garages with their distance.
    const form = admin.getByRole("form", { name: "Create New Quote" });
    const finder = form.getByRole("combobox", { name: "Find a garage in the directory" });
    await finder.focus();
    const nearest = form.getByRole("listbox", { name: "Garages nearest GL50" });
    await expect(nearest).toBeVisible();
    await expect(form).toContainText("Nearest first from GL50.");
    const cotswold = nearest.getByRole("option", { name: /Cotswold Autocare/ });
    await expect(cotswold).toContainText(/About \d\.\d miles?/);
    await expect(cotswold).not.toContainText("Beyond");
    const distances = (await nearest.getByRole("option").allTextContents()).map((text) =>
      Number(text.match(/(?:About|Under) (\d+\.\d)/)?.[1]),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    // A garage further than the customer travels is marked, and its quote asks first.
    await finder.fill("brunel road");
    const brunel = form.getByRole("option", { name: /Brunel Road Bodyshop/ });
    await expect(brunel).toContainText(/About 3\d\.\d miles/);
    await expect(brunel).toContainText("Beyond the customer's 10 miles");
    await brunel.click();
    await expect(form.getByLabel("Garage Postcode")).toHaveValue("BS2 0SB");
    await expect(form).toContainText("Beyond the customer's 10 miles");
    await form.getByLabel("Price (£)").fill("95");
    await form.getByLabel("Work Description").fill("Rear bumper respray and refit.");
    await form.getByLabel("Estimated Duration").fill("1 day");
    await form.getByRole("button", { name: "Create Quote" }).click();

    const confirm = dialogTitled(admin, "Beyond the customer's travel distance");
    await expect(confirm).toContainText(
      /This garage is about 3\d\.\d miles from GL50, beyond the customer's 10 miles\. Create the quote anyway\?/,
    );
    await expectFitsPhoneWidth(admin);
    await expectAccessible(admin);
    // Cancel keeps the form as it was; Create anyway sends it.
    await confirm.getByRole("button", { name: "Cancel" }).first().click();
    await expect(confirm).toHaveCount(0);
    await expect(form.getByLabel("Price (£)")).toHaveValue("95");
    await form.getByRole("button", { name: "Create Quote" }).click();
    await dialogTitled(admin, "Beyond the customer's travel distance")
      .getByRole("button", { name: "Create anyway" })
      .click();
    await expect(toast(admin, "Quote has been created")).toBeVisible();
    await expect(list.getByRole("article")).toContainText("£95.00");
    await admin.context().close();
    // The server's questions are the 409s Chromium logs for the first two sends.
    allowFailedResponses(browserErrors, [
      { status: 409, path: `/api/admin/quote-requests/${requestId}/quotes` },
    ]);
  });

  test("the garage directory lists the open requests near a garage, nearest first", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    // From the garage's own postcode sector (no other journey's), so it is listed first.
    const { requestId } = await customerWithRequest(page, base, "near-garage", "GL51 9SL");
    const admin = await staffPage(browser, base, browserErrors, undefined, true);
    await admin.goto("/admin/garages");
    await admin.getByLabel("Search garages").fill("Cotswold Autocare");
    await admin.getByLabel("Search garages").press("Enter");
    const card = admin.getByRole("article", { name: "Cotswold Autocare" });
    await card.getByRole("button", { name: /Open requests nearby/ }).click();
    const dialog = dialogTitled(admin, "Open requests near Cotswold Autocare");
    await expect(dialog).toContainText(/Within its service radius of \d+ miles, nearest first\./);
    const radius = Number((await dialog.textContent())?.match(/radius of (\d+) miles/)?.[1]);
    const requests = dialog.getByRole("list", { name: "Open requests" }).getByRole("listitem");
    await expect(requests.first()).toBeVisible();
    const distances = (await requests.allTextContents()).map((text) =>
      Number(text.match(/(?:About|Under) (\d+\.\d)/)?.[1]),
    );
    expect(distances.every((miles) => miles <= radius)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The customer's request, nearest, with a link to it in Quote Processing.
    const shortId = requestId.slice(0, 8);
    await expect(requests.first()).toContainText("Under 0.1 miles from GL51");
    await expect(requests.first().getByRole("link", { name: "Volkswagen Golf" })).toHaveAttribute(
      "href",
      `/admin/quote-processing?search=${shortId}`,
    );
    await expectFitsPhoneWidth(admin);
    await expectAccessible(admin);
    await requests.first().getByRole("link", { name: "Volkswagen Golf" }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/quote-processing\\?search=${shortId}$`));
    await expect(
      admin.getByRole("region", { name: /^Active Requests/ }).getByRole("article"),
    ).toContainText(`Request ${shortId}`);
    await admin.context().close();
  });
});
