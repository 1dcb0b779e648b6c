import { expect, expectAccessible, test } from "./fixtures";
import { fromClient, uniqueEmail } from "./support/accounts";
import { CONFIRMATION_SUBJECT, FROM_THIS_MACHINE, waitForEmail } from "./support/mailbox";
import { dialogTitled, fillQuoteForm } from "./support/quote-journey";

/** The smaller things a new user trips over on a first visit. */

const SIGN_IN_TITLE = "Sign in to send your request";

/** WCAG relative luminance contrast of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test.describe("what a new user trips over", () => {
  test("tyres are spelt the UK way on the home page and in the form", async ({ page }) => {
    await page.goto("/");
    const services = page.getByRole("list").filter({ hasText: "Bodywork Repair" }).first();
    await expect(services).toContainText("New Tyres");
    await expect(page.getByRole("main")).not.toContainText(/tires/i);

    await page.goto("/quote-request");
    await expect(page.getByRole("checkbox", { name: "New Tyres", exact: true })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/tires/i);
    await expect(page.getByRole("contentinfo")).not.toContainText(/tires/i);
  });

  test("How we work scrolls to How It Works on the home page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "How we work" }).click();
    await expect(page).toHaveURL("/#how-it-works");
    await expect(page.getByRole("heading", { name: "How It Works", level: 2 })).toBeInViewport();
    await expectAccessible(page);
  });

  test("the footer's service links open the form with that service ticked", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "MOT Testing" }).click();
    // The link's query is dropped once applied, so a reload keeps what the customer chose.
    await expect(page).toHaveURL("/quote-request");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Car Quote");
    await expect(page.getByRole("checkbox", { name: "Annual MOT Inspection" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "New Tyres" })).not.toBeChecked();

    // From the form itself, a second service link adds its service to the one ticked.
    await footer.getByRole("link", { name: "New Tyres" }).click();
    await expect(page.getByRole("checkbox", { name: "New Tyres" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Annual MOT Inspection" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Oil Service" })).not.toBeChecked();
    await expectAccessible(page);
  });

  test("a service link opened directly ticks its service once; a reload keeps what the customer chose", async ({
    page,
  }) => {
    await page.goto("/quote-request?service=respray&service=get-new-tires");
    await expect(page).toHaveURL("/quote-request");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Car Quote");
    const respray = page.getByRole("checkbox", { name: "Respray", exact: true });
    await expect(respray).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "New Tyres", exact: true })).toBeChecked();

    await respray.click();
    await expect(respray).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "New Tyres", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Respray", exact: true })).not.toBeChecked();
  });

  test("Mobile number refuses a landline and takes a mobile written with brackets", async ({
    page,
  }) => {
    await fillQuoteForm(page, "020 7946 0958");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    const mobile = page.getByLabel("Mobile number");
    await expect(mobile).toHaveAccessibleDescription(
      /Please enter a UK mobile number, starting 07 or \+44 7/,
    );
    await expect(dialogTitled(page, SIGN_IN_TITLE)).toHaveCount(0);

    await mobile.fill("(07700) 900-123");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    // Valid: the signed-out customer is asked to sign in.
    await expect(dialogTitled(page, SIGN_IN_TITLE)).toBeVisible();
  });

  test("Esc on the sign-in dialog returns focus to Get My Quote", async ({ page }) => {
    await fillQuoteForm(page, "+44 7700 900123");
    const getMyQuote = page.getByRole("button", { name: "Get My Quote" });
    await getMyQuote.click();
    const dialog = dialogTitled(page, SIGN_IN_TITLE);
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(getMyQuote).toBeFocused();
  });

  test("the footer's focus ring stands out from its dark background", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const link = footer.getByRole("link", { name: "Privacy Policy" });
    // Reach it by keyboard, as the ring is meant for: from the link before it, Tab.
    await footer.getByRole("link", { name: "Terms and Conditions" }).focus();
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    const { ring, width, background } = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      const footerElement = element.closest("footer");
      return {
        ring: style.outlineStyle === "none" ? "none" : style.outlineColor,
        width: Number.parseFloat(style.outlineWidth),
        background: footerElement ? getComputedStyle(footerElement).backgroundColor : "",
      };
    });
    expect(ring).not.toBe("none");
    expect(width).toBeGreaterThanOrEqual(2);
    // WCAG 1.4.11: a focus indicator needs 3:1 against what is around it.
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  test("the development mailbox wraps long links instead of scrolling sideways", async ({
    page,
  }) => {
    const email = uniqueEmail("mailbox-wrap");
    const registered = await page.request.post("/api/register", {
      data: {
        email,
        password: "Quote-journey-1!",
        firstName: "Wren",
        lastName: "Ashby",
        phone: "07700 900555",
        postcode: "GL50 1QA",
      },
      headers: fromClient(email),
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await waitForEmail(page.request, email, CONFIRMATION_SUBJECT);

    await page.setExtraHTTPHeaders(FROM_THIS_MACHINE);
    await page.goto("/dev/mailbox");
    const link = page.getByRole("link", { name: /verify-email\?token=/ }).first();
    await expect(link).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(clientWidth ?? 0);
      const box = await link.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(clientWidth ?? 0);
    }
  });
});
