import { request as playwrightRequest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  fromClient,
  signInWithApi,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import {
  acceptAndPay,
  customerWithRequest,
  type GarageQuoteInput,
  PHONE,
  quoteAsStaff,
} from "./support/quotes";
import { staffPage } from "./support/staff";

/** A garage of this journey alone: no other journey's quote shows its reviews. */
function ownGarage(): GarageQuoteInput {
  return {
    garageName: "Kingsholm Service Centre",
    garagePhone: "01452 555 030",
    garageAddress: "9 Kingsholm Road, Gloucester GL1 3BD",
    garagePostcode: "GL1 3BD",
    garageEmail: uniqueEmail("kingsholm"),
    pricePence: 16_000,
    description: "Front brake pads and discs.",
    estimatedDuration: "2 hours",
  };
}

/** Staff mark the job complete, as the admin dashboard's Mark Complete does. */
async function markComplete(baseURL: string, requestId: string) {
  const staff = await playwrightRequest.newContext({ baseURL });
  try {
    await signInWithApi(staff, baseURL, DEMO_ADMIN, fromClient(`${DEMO_ADMIN.email}:${requestId}`));
    const done = await staff.post(`/api/admin/quote-requests/${requestId}/mark-complete`, {
      headers: { origin: baseURL },
      data: {},
    });
    expect(done.status(), await done.text()).toBe(200);
  } finally {
    await staff.dispose();
  }
}

test.describe("verified reviews, on a phone", () => {
  test.use(PHONE);

  test("a customer reviews a completed job, the next customer sees the stars on a quote from the same garage, and staff hide it with a reason", async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const base = baseURL ?? "";
    const garage = ownGarage();
    const { requestId } = await customerWithRequest(page, base, "reviewer");
    await quoteAsStaff(base, requestId, [garage]);
    await acceptAndPay(page.request, base, requestId);
    await markComplete(base, requestId);

    await page.goto("/dashboard");
    const card = page.getByRole("article").filter({ hasText: "Grinding from the front brakes" });
    const review = card.getByRole("region", { name: "Your review of the garage" });
    await expect(review).toContainText("How did the garage do?");
    await review.getByRole("button", { name: "Review the Garage" }).click();
    const dialog = dialogTitled(page, "Review the Garage");
    // No star chosen: the form says what it needs.
    await dialog.getByRole("button", { name: "Post Review" }).click();
    await expect(dialog.getByText("Choose from 1 to 5 stars")).toBeVisible();
    await dialog.getByRole("radio", { name: "4 stars" }).check({ force: true });
    await dialog.getByLabel("Your review (optional)").fill("Honest about what it needed.");
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Post Review" }).click();
    await expect(toast(page, "Review Posted")).toBeVisible();
    await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(review).toContainText("Honest about what it needed.");

    // Changed within 30 days: 5 stars now.
    await review.getByRole("button", { name: "Edit Review" }).click();
    const edit = dialogTitled(page, "Edit Your Review");
    await edit.getByRole("radio", { name: "5 stars" }).check({ force: true });
    await edit.getByRole("button", { name: "Save Review" }).click();
    await expect(toast(page, "Review Updated")).toBeVisible();
    await expect(review.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();

    // The next customer, quoted by the same garage: its stars, and still not its name.
    const next = await browser.newContext({ ...PHONE, baseURL: base });
    try {
      const nextPage = await next.newPage();
      const theirs = await customerWithRequest(nextPage, base, "next-customer");
      await quoteAsStaff(base, theirs.requestId, [garage]);
      await nextPage.goto("/dashboard");
      const quote = nextPage
        .getByRole("article")
        .getByRole("listitem")
        .filter({ hasText: "£160.00" });
      await expect(quote).toContainText("★ 5.0 · 1 verified review");
      await expect(nextPage.getByText(garage.garageName)).toHaveCount(0);

      // Staff hide it, with a reason, from the garage's page of the directory, on a phone.
      const staff = await staffPage(browser, base, browserErrors, DEMO_ADMIN, true);
      await staff.goto("/admin/garages");
      await staff.getByRole("searchbox", { name: "Search garages" }).fill(garage.garageName);
      const entry = staff.getByRole("article").filter({ hasText: garage.garageName });
      await entry.getByRole("button", { name: `Reviews of ${garage.garageName}` }).click();
      const reviews = dialogTitled(staff, `Reviews of ${garage.garageName}`);
      const item = reviews.getByRole("listitem").filter({ hasText: "Jordan Reid" });
      await expect(item.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
      await item.getByRole("button", { name: "Hide" }).click();
      await item.getByRole("button", { name: "Hide Review" }).click();
      await expect(item.getByText("Please give a reason for hiding the review")).toBeVisible();
      await item
        .getByLabel("Reason for hiding (the customer is told)")
        .fill("Names a member of staff");
      await expectFitsPhoneWidth(staff);
      await expectAccessible(staff);
      await item.getByRole("button", { name: "Hide Review" }).click();
      await expect(toast(staff, "Review Hidden")).toBeVisible();
      await expect(item.getByText("Reason for hiding: Names a member of staff")).toBeVisible();
      await staff.context().close();

      // It counts nowhere now.
      await nextPage.reload();
      await expect(quote).toContainText("£160.00");
      await expect(quote).not.toContainText("verified review");
    } finally {
      await next.close();
    }
    await page.reload();
    await expect(review).toContainText("Hidden by our team.");
    await expect(review.getByRole("button", { name: "Edit Review" })).toHaveCount(0);
  });

  test("the garage replies once to a review in its portal, and the paying customer's unlocked card shows the review with the reply", async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const words = `Sorted the brakes in an afternoon (${Date.now().toString(36)}).`;
    const { requestId } = await customerWithRequest(page, base, "hartley-review", "LS1 4DY");
    await quoteAsStaff(base, requestId, [
      {
        garageName: "Hartley & Sons Motors",
        garagePhone: "0113 496 0123",
        garageAddress: "Unit 4, Canal Street Industrial Estate, Leeds LS12 2RT",
        garagePostcode: "LS12 2RT",
        garageEmail: "bookings@hartley-motors.test",
        pricePence: 14_500,
        description: "Front pads.",
        estimatedDuration: "2 hours",
      },
    ]);
    await acceptAndPay(page.request, base, requestId);
    await markComplete(base, requestId);
    const posted = await page.request.post(`/api/quote-requests/${requestId}/review`, {
      headers: { origin: base },
      data: { stars: 4, text: words },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // The garage's user, on a phone: the review without who wrote it, and one reply.
    const garageContext = await browser.newContext({ ...PHONE, baseURL: base });
    try {
      const garage = await garageContext.newPage();
      await signInWithApi(garage.request, base, {
        email: "garage@example.com",
        password: DEMO_PASSWORD,
      });
      await garage.goto("/garage");
      const reviews = garage.getByRole("region", { name: "Reviews" });
      const item = reviews.getByRole("article").filter({ hasText: words });
      await expect(item.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
      await expect(item).not.toContainText("Jordan");
      await item.getByRole("button", { name: "Reply" }).click();
      await item.getByRole("button", { name: "Post Reply" }).click();
      await expect(item.getByText("Please write your reply")).toBeVisible();
      await item.getByLabel("Your public reply").fill("Thank you, Jordan: see you at the MOT.");
      await expectFitsPhoneWidth(garage);
      await expectAccessible(garage);
      await item.getByRole("button", { name: "Post Reply" }).click();
      await expect(toast(garage, "Reply Posted")).toBeVisible();
      await expect(item).toContainText("Your reply");
      await expect(item.getByRole("button", { name: "Reply" })).toHaveCount(0);
    } finally {
      await garageContext.close();
    }

    // The customer who paid sees the garage's latest reviews, the reply under theirs.
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Reviews of Hartley & Sons Motors" });
    const mine = card.getByRole("listitem").filter({ hasText: words });
    await expect(mine.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(mine).toContainText(
      "Reply from the garage: Thank you, Jordan: see you at the MOT.",
    );
    await expectFitsPhoneWidth(page);
  });
});
