import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_PASSWORD, fromClient, signInWithApi, toast, uniqueEmail } from "./support/accounts";
import { allowFailedResponses } from "./support/browser-errors";
import { linkIn, waitForEmail } from "./support/mailbox";
import { TINY_PNG } from "./support/photos";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, PHONE } from "./support/quotes";
import { staffPage } from "./support/staff";

test.describe("the garage portal's accounts, on a phone", () => {
  test("staff invite a garage's person, who sets a password, sees a near request and not a far one, quotes with a breakdown; the customer accepts and pays; the garage sees the contact and marks the job done", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    // Three people's whole journey, from the invitation to the job done: longer than one page's.
    test.setTimeout(60_000);
    const base = baseURL ?? "";
    const email = uniqueEmail("garage-portal");
    // Two customers ask for quotes: one in Cheltenham, near the garage, one in Leeds, far away.
    const nearCustomer = await customerWithRequest(page, base, "portal-near", "GL50 1QA");
    // The near customer adds a photo of the worn pad, which the garage will see.
    const uploaded = await page.request.post(
      `/api/quote-requests/${nearCustomer.requestId}/photos`,
      {
        headers: { origin: base, ...fromClient(nearCustomer.account.email) },
        multipart: { photo: { name: "pad.png", mimeType: "image/png", buffer: TINY_PNG } },
      },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await page.context().clearCookies();
    await customerWithRequest(page, base, "portal-far", "LS1 4DY");
    await page.context().clearCookies();
    const admin = await staffPage(browser, base, browserErrors, undefined, true);
    await admin.goto("/admin/garages");
    await admin.getByLabel("Search garages").fill("Cotswold Autocare");
    const card = admin.getByRole("article", { name: "Cotswold Autocare" });
    await card
      .getByRole("button", { name: "Invite to the garage portal for Cotswold Autocare" })
      .click();
    const dialog = dialogTitled(admin, "Invite to the garage portal");
    await dialog.getByLabel("Email").fill("customer@example.com");
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(dialog.getByText(/already has an account/)).toBeVisible();
    await expectFitsPhoneWidth(admin);
    await expectAccessible(admin);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(toast(admin, "Invitation sent")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The garage's person, on their phone, follows the e-mailed link.
    await page.setViewportSize({ width: 390, height: 844 });
    const mail = await waitForEmail(page.request, email, "You are invited to Cotswold Autocare");
    await page.goto(linkIn(mail, "/garage/invitation"));
    await expect(page.getByRole("heading", { name: "Garage Portal Invitation" })).toBeVisible();
    await expect(page.getByText(`You are invited to quote for Cotswold Autocare`)).toContainText(
      email,
    );
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel("Confirm password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Set Up My Account" }).click();
    await expect(page).toHaveURL(/\/garage$/);
    await expect(page.getByRole("heading", { name: "Cotswold Autocare" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    // The nearby requests: the Cheltenham one with its district and distance, not Leeds's, and
    // never the customer's name, registration or full postcode.
    const nearby = page.getByRole("region", { name: "Nearby requests" });
    const near = nearby
      .getByRole("article")
      .filter({ hasText: "Grinding from the front brakes when stopping." })
      .filter({ hasText: /in GL50/ });
    await expect(near.first()).toBeVisible();
    await expect(near.first()).toContainText(/About \d+\.\d miles? away, in GL50/);
    await expect(nearby).not.toContainText("in LS1");
    await expect(nearby).not.toContainText("Jordan");
    await expect(nearby).not.toContainText("AB12 CDE");
    await expect(nearby).not.toContainText("GL50 1QA");
    // The customer's photo, its bytes served to the garage by the portal's own route.
    const photo = near.first().getByRole("img", { name: "Customer's attachment 1 of 1" });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await expectFitsPhoneWidth(page);

    // The garage quotes for it, itemised: VAT and the total are worked out as it types.
    await near
      .first()
      .getByRole("button", { name: /^Send a quote/ })
      .click();
    const quote = dialogTitled(page, "Send a quote");
    await quote.getByRole("button", { name: "Send Quote" }).click();
    await expect(quote.getByText("Please enter the work description")).toBeVisible();
    await quote.getByLabel("Parts (£)").fill("100");
    await quote.getByLabel("Labour (£)").fill("50.50");
    await expect(quote.getByText("£180.60")).toBeVisible();
    await quote.getByLabel("Work Description").fill("Front pads and discs, road tested.");
    await quote.getByLabel("Estimated Duration").fill("2 hours");
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
    await quote.getByRole("button", { name: "Send Quote" }).click();
    await expect(toast(page, "Quote sent")).toBeVisible();
    await expect(quote).toBeHidden();
    await expect(near.first().getByText("You have quoted")).toBeVisible();
    const mine = page.getByRole("region", { name: "My quotes" });
    await expect(mine.getByRole("article").first()).toContainText("£180.60");
    await expect(mine.getByRole("article").first()).toContainText("Awaiting Response");
    await expect(mine.getByRole("button", { name: /^Withdraw/ }).first()).toBeVisible();
    const jobs = page.getByRole("region", { name: "Jobs" });
    await expect(jobs).toContainText("No paid jobs yet.");

    // The customer, on their phone, sees it with its distance and breakdown, accepts and pays.
    const customerContext = await browser.newContext({
      ...PHONE,
      baseURL: base,
      locale: "en-GB",
      timezoneId: "Europe/London",
      extraHTTPHeaders: fromClient(nearCustomer.account.email),
    });
    await signInWithApi(customerContext.request, base, nearCustomer.account);
    const customer = await customerContext.newPage();
    await customer.goto("/dashboard");
    const theirQuote = customer
      .getByRole("region", { name: /^Quotes for the / })
      .getByRole("listitem")
      .filter({ hasText: "£180.60" });
    await expect(theirQuote).toContainText(/About \d+\.\d miles? from GL50/);
    await expect(theirQuote).not.toContainText("Cotswold Autocare");
    await theirQuote.getByText("Price breakdown").click();
    await expect(theirQuote.locator("details").getByRole("definition")).toHaveText([
      "£100.00",
      "£50.50",
      "£30.10",
    ]);
    await theirQuote.getByRole("button", { name: "Accept Quote" }).click();
    await expect(toast(customer, "Quote Accepted!")).toBeVisible();
    // The checkout opens in a new tab where the browser allows one, else in this one.
    const newTab = customerContext.waitForEvent("page").catch(() => null);
    await theirQuote.getByRole("button", { name: /^Pay £\S+ Service Fee$/ }).click();
    const checkout = await Promise.race([
      newTab,
      customer.waitForURL(/\/checkout\/test\//).then(() => customer),
    ]);
    if (!checkout) throw new Error("the checkout did not open");
    await checkout.getByRole("button", { name: /^Pay/ }).click();
    await expect(checkout).toHaveURL(/\/payment-success\?session_id=/);
    await expect(toast(checkout, "Payment Verified!")).toBeVisible();
    await customerContext.close();

    // The garage now has the job, with the customer's contact details, and marks it done.
    await page.reload();
    const job = jobs.getByRole("article").first();
    await expect(job).toContainText("AB12 CDE");
    await expect(job).toContainText("Jordan Reid");
    await expect(job).toContainText("07700 900555");
    await expect(job).toContainText("GL50 1QA");
    await expect(job).toContainText("£180.60");
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
    await job.getByRole("button", { name: /^Mark as done/ }).click();
    await dialogTitled(page, "Mark this job as done?")
      .getByRole("button", { name: "Mark as done" })
      .click();
    await expect(toast(page, "Job marked as done")).toBeVisible();
    await expect(job.getByText("Done", { exact: true })).toBeVisible();
    await expect(mine.getByRole("article").first()).toContainText("Accepted");
    await expectAccessible(page);

    // A customer's page or the staff entry sends a garage's user back to the portal.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/garage$/);
    await page.goto("/admin/portal");
    await expect(page).toHaveURL(/\/garage$/);
    await expect(page.getByRole("heading", { name: "Cotswold Autocare" })).toBeVisible();

    // The link was used: opened again, it says so.
    await page.goto(linkIn(mail, "/garage/invitation"));
    await expect(page.getByText("This invitation is invalid, used or has expired.")).toBeVisible();

    // Signed out, /garage is the portal's sign-in: the same form as everyone's.
    await page.context().clearCookies();
    await page.goto("/garage");
    await expect(page.getByRole("heading", { name: "Garage Portal" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Cotswold Autocare" })).toBeVisible();
    // The phone's menu offers the portal, not a customer's Dashboard or Get Quote.
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Garage Portal" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Get Quote" })).toHaveCount(0);
    allowFailedResponses(browserErrors, [
      { status: 409, path: "/portal-invitations" },
      { status: 404, path: "/api/garage-invitations/" },
    ]);
  });

  test("the demo garage's user turns the e-mail of new nearby requests off, and back on", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithApi(page.request, baseURL ?? "", {
      email: "garage@example.com",
      password: DEMO_PASSWORD,
    });
    await page.goto("/garage");
    const settings = page.getByRole("region", { name: "Settings" });
    const digest = settings.getByRole("checkbox", { name: "E-mail me new nearby requests" });
    await expect(digest).toBeChecked();
    await expect(settings).toContainText("One e-mail at most every hour");
    await digest.press("Space");
    await expect(toast(page, "Settings Updated")).toBeVisible();
    await expect(page.getByText("Nearby request e-mails are off.")).toBeVisible();
    await page.reload();
    await expect(digest).not.toBeChecked();
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
    await digest.click();
    await expect(
      page.getByText("We'll e-mail you the new requests near your garage, at most once an hour."),
    ).toBeVisible();
    await page.reload();
    await expect(digest).toBeChecked();
  });
});
