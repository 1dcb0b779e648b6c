import { expect, expectAccessible, formatLegalDate, readPublicConfig, test } from "./fixtures";

const legalPages = [
  { path: "/terms", heading: "Terms and Conditions" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/cookies", heading: "Cookie Policy" },
  { path: "/user-agreement", heading: "User Agreement" },
];

test.describe("static pages", () => {
  test("the accessibility check fails a page that breaks a WCAG rule, naming the rule", async ({
    page,
  }) => {
    await page.goto("/");
    await expectAccessible(page);
    // A button with no name: axe's button-name rule (WCAG 2 A), and nothing else on the page.
    await page.getByRole("main").evaluate((main) => {
      main.insertAdjacentHTML("beforeend", "<button type='button'></button>");
    });
    await expect(expectAccessible(page)).rejects.toThrow(/button-name \(critical\)/);
  });

  test("home shows the hero, the three steps, the rewards banner and the calls to action", async ({
    page,
  }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/");
    await expect(page).toHaveTitle(new RegExp(`\\| ${platformName}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const howItWorks = page.getByRole("region", { name: "How It Works" });
    await expect(howItWorks.getByRole("heading", { level: 3 })).toHaveText([
      "Submit Request",
      "Get Quotes",
      "Choose & Book",
    ]);
    await expect(
      page.getByRole("heading", { name: "Earn reward points on every booking" }),
    ).toBeVisible();
    await expect(page.getByText("10 reward points")).toBeVisible();

    const main = page.getByRole("main");
    const getQuote = main.getByRole("link", { name: "Get Quote", exact: true });
    await expect(getQuote.first()).toHaveAttribute("href", "/quote-request");
    await expect(main.getByRole("link", { name: "Register", exact: true })).toHaveAttribute(
      "href",
      "/register",
    );

    await expectAccessible(page);

    await getQuote.first().click();
    await expect(page).toHaveURL("/quote-request");
  });

  test("about describes the hands-on service and the £3 fee", async ({ page }) => {
    const { platformName } = await readPublicConfig(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${platformName}`);
    await expect(page).toHaveTitle(`About | ${platformName}`);
    const main = page.getByRole("main");
    await expect(main).toContainText("hands-on");
    await expect(main).toContainText("same day");
    await expect(main).toContainText("£3");
    await expect(main).toContainText("non-refundable");
    // The postcode centroids' licence (Open Government Licence v3.0) asks for this attribution.
    await expect(main).toContainText(
      "Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Source: Office for National Statistics licensed under the Open Government Licence v.3.0.",
    );
    await expectAccessible(page);
  });

  for (const { path, heading } of legalPages) {
    test(`${path} shows its heading and the configured legal dates`, async ({ page }) => {
      const { platformName, legal } = await readPublicConfig(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${heading} | ${platformName}`);
      await expect(
        page.getByText(`Effective date: ${formatLegalDate(legal.effectiveDate)}`),
      ).toBeVisible();
      await expect(
        page.getByText(`Last updated: ${formatLegalDate(legal.updatedDate)}`),
      ).toBeVisible();
      await expect(page.locator(`time[datetime="${legal.effectiveDate}"]`).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("the terms state the minimum age and the non-refundable £3 fee", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main).toContainText("18 or older");
    await expect(main).toContainText("The £3 service fee is non-refundable.");
  });

  test("the privacy and cookie policies name UK GDPR, the ICO and the session cookie", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("main")).toContainText("UK General Data Protection Regulation");
    await expect(page.getByRole("main")).toContainText("Information Commissioner's Office");
    await page.goto("/cookies");
    await expect(
      page.getByRole("rowheader", { name: "Session cookie (strictly necessary)" }),
    ).toBeVisible();
  });
});
