import { expect, expectAccessible, test } from "./fixtures";
import { DEMO_CUSTOMER, toast, uniqueEmail } from "./support/accounts";
import { confirmFromMailbox, waitForEmail } from "./support/mailbox";
import { DRAFT_KEY, dialogTitled, fillAboutTheWork, NEW_PASSWORD } from "./support/quote-journey";

const SIGN_IN_TITLE = "Sign in to send your request";
const ACCOUNT_CREATED = "Account created! Please check your email to confirm, then sign in.";

test.describe("Get Your Car Quote", () => {
  test("a signed-out customer looks the car up, picks a variant, signs in from the dialog and the request is sent", async ({
    page,
  }) => {
    await page.goto("/quote-request");
    await expect(page.getByRole("heading", { level: 1, name: "Get Your Car Quote" })).toBeVisible();

    await page.getByLabel("Registration number").fill("AB12 CDE");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(toast(page, "Found Volkswagen Golf.")).toBeVisible();
    await expect(page.getByLabel("Make", { exact: true })).toContainText("Volkswagen");
    const model = page.getByRole("combobox", { name: "Model" });
    await expect(model).toHaveValue("Golf");

    // The model picker by keyboard: type, arrow to the first suggestion, Enter.
    await model.fill("gti");
    const suggestions = page.getByRole("listbox", { name: "Model suggestions" });
    await expect(suggestions.getByRole("option")).toHaveText(["Golf GTI", "Polo GTI"]);
    await model.press("ArrowDown");
    await expect(model).toHaveAttribute(
      "aria-activedescendant",
      (await suggestions.getByRole("option", { name: "Golf GTI" }).getAttribute("id")) ?? "",
    );
    await model.press("Enter");
    await expect(model).toHaveValue("Golf GTI");
    await expect(suggestions).toBeHidden();

    const submit = page.getByRole("button", { name: "Get My Quote" });
    await expect(submit).toBeDisabled();
    await fillAboutTheWork(page, {
      services: ["Oil Service", "Brake Service"],
      firstName: "Sarah",
      lastName: "Thompson",
      description: "Oil change due and a squeal from the front brakes.",
      postcode: "gl50 1qa",
      mobile: "07700 900123",
    });
    // Normalised when the postcode box is left.
    await expect(page.getByLabel("Postcode")).toHaveValue("GL50 1QA");
    await expectAccessible(page);

    await submit.click();
    const signIn = dialogTitled(page, SIGN_IN_TITLE);
    await expect(signIn).toBeVisible();
    await expect(signIn.getByLabel("Email")).toHaveAttribute("type", "email");
    await expectAccessible(page);

    await signIn.getByLabel("Email").fill(DEMO_CUSTOMER.email);
    const password = signIn.getByLabel("Password", { exact: true });
    await password.fill(DEMO_CUSTOMER.password);
    await signIn.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");

    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/quote-requests") && r.request().method() === "POST",
    );
    await signIn.getByRole("button", { name: "Sign In", exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const { id } = (await response.json()) as { id: string };

    await expect(toast(page, "Signed in successfully!")).toBeVisible();
    const submitted = dialogTitled(page, "Quote Request Submitted");
    await expect(submitted).toContainText("same day");
    await expect(submitted.getByRole("button", { name: "Go to Dashboard Now" })).toBeVisible();
    await expect(submitted.getByRole("button", { name: "Close", exact: true })).toBeVisible();

    // The auto-redirect after 3 seconds.
    await expect(page).toHaveURL("/dashboard", { timeout: 8_000 });
    const card = page.getByRole("article", { name: "Volkswagen Golf GTI" });
    await expect(card).toContainText("AB12 CDE");
    await expect(card).toContainText(id.slice(0, 8));
    await expect(card).toContainText("Oil Service, Brake Service");
    await expect(card).toContainText("Pending");

    const mail = await waitForEmail(page.request, DEMO_CUSTOMER.email, "Quote request received");
    expect(mail.subject).toBe("Quote request received: Volkswagen Golf GTI");
    expect(mail.text).toContain(id.slice(0, 8));

    // The sent form was cleared, its draft with it.
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await page.goto("/quote-request");
    await expect(page.getByLabel("Registration number")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Oil Service" })).not.toBeChecked();
  });

  test("a new customer signs up in the dialog, confirms the e-mail and sends the request without retyping", async ({
    page,
  }) => {
    const email = uniqueEmail("quote-signup");
    await page.goto("/quote-request");
    await page.getByLabel("Registration number").fill("cf66npr");
    await page.getByRole("button", { name: "Enter make and model manually" }).click();
    await page.getByLabel("Make", { exact: true }).fill("Ford");
    await page.getByLabel("Model", { exact: true }).fill("Fiesta Zetec");
    await fillAboutTheWork(page, {
      services: ["Emergency / Urgent Repair", "Breakdown & Towing"],
      firstName: "Quinn",
      lastName: "Harper",
      description: "Will not start; clicking noise when turning the key.",
      postcode: "SW1A 1AA",
      mobile: "07700 900777",
    });

    // On a phone-sized screen and by keyboard: the dialog's create-account mode.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Get My Quote" }).click();
    const signIn = dialogTitled(page, SIGN_IN_TITLE);
    await signIn.getByRole("button", { name: "Create an account" }).focus();
    await page.keyboard.press("Enter");
    const signUp = dialogTitled(page, "Create an account");
    await expect(signUp.getByLabel("First name")).toHaveValue("Quinn");
    await expect(signUp.getByLabel("Last name")).toHaveValue("Harper");
    await signUp.getByLabel("Email").fill(email);

    // The same live password checklist as /register, announced politely as it changes.
    const password = signUp.getByLabel("Password", { exact: true });
    const checklist = signUp.getByRole("list").filter({ hasText: "At least 8 characters" });
    await expect(checklist).toHaveAttribute("aria-live", "polite");
    const rule = (label: string) => checklist.getByRole("listitem").filter({ hasText: label });
    await password.fill("brakes");
    await expect(rule("One lowercase letter")).toHaveText("One lowercase letter: done");
    await expect(rule("One special character")).toHaveText("One special character: not yet");
    await expect(password).toHaveAccessibleDescription(/One uppercase letter\s*: not yet/);
    await expectAccessible(page);
    const box = await signUp.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, "the dialog fits 390 px").toBe(true);
    await password.fill(NEW_PASSWORD);
    for (const label of [
      "At least 8 characters",
      "One uppercase letter",
      "One special character",
    ]) {
      await expect(rule(label)).toHaveText(`${label}: done`);
    }
    // The same rules as /register: the confirmation must match and the terms be agreed to.
    const create = signUp.getByRole("button", { name: "Create Account" });
    await expect(create).toBeDisabled();
    await signUp.getByLabel("Confirm password", { exact: true }).fill(NEW_PASSWORD);
    await signUp.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
    // An account must be confirmed before it can sign in, so none is attempted.
    const signInCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-in")) signInCalls.push(request.url());
    });
    await create.click();

    const checkEmail = dialogTitled(page, "Check Your Email");
    await expect(checkEmail).toContainText(`We sent a confirmation link to ${email}`);
    await expect(
      checkEmail.getByRole("button", { name: "Resend confirmation email" }),
    ).toBeVisible();
    await expect(toast(page, ACCOUNT_CREATED)).toBeVisible();
    await expect(checkEmail).not.toContainText(ACCOUNT_CREATED);
    const checkEmailBox = await checkEmail.boundingBox();
    expect(
      checkEmailBox && checkEmailBox.x >= 0 && checkEmailBox.x + checkEmailBox.width <= 390,
      "the dialog fits 390 px",
    ).toBe(true);
    await expectAccessible(page);
    expect(signInCalls).toEqual([]);
    await checkEmail.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(signIn.getByLabel("Email")).toHaveValue(email);
    await page.keyboard.press("Escape");
    await expect(signIn).toBeHidden();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))
      .toContain("Fiesta Zetec");

    // The customer follows the e-mailed link, which a mail client opens in a new tab.
    const tab = await page.context().newPage();
    const landing = await confirmFromMailbox(tab, email, NEW_PASSWORD);
    expect(landing).toBe("/quote-request?confirmed=1");
    // Following the link signed the customer in: the kept draft is ready to send.
    await expect(
      tab.getByText(
        "Your e-mail is confirmed — you are signed in, so you can send your request now.",
      ),
    ).toBeVisible();

    await expect(tab.getByLabel("Registration number")).toHaveValue("CF66 NPR");
    await expect(tab.getByLabel("Make", { exact: true })).toHaveValue("Ford");
    await expect(tab.getByLabel("Model", { exact: true })).toHaveValue("Fiesta Zetec");
    await expect(tab.getByRole("checkbox", { name: "Emergency / Urgent Repair" })).toBeChecked();
    await expect(tab.getByRole("checkbox", { name: "Breakdown & Towing" })).toBeChecked();
    await expect(tab.getByLabel("First name")).toHaveValue("Quinn");
    await expect(tab.getByLabel("Last name")).toHaveValue("Harper");
    await expect(tab.getByLabel("Issue description")).toHaveValue(/clicking noise/);
    await expect(tab.getByLabel("Postcode")).toHaveValue("SW1A 1AA");
    await expect(tab.getByLabel("Mobile number")).toHaveValue("07700 900777");
    await expect(tab.getByLabel("Budget", { exact: true })).toContainText("£100 - £300");
    await expect(tab.getByLabel("Parts preference")).toContainText("New parts");

    await tab.getByRole("button", { name: "Get My Quote" }).click();
    await expect(dialogTitled(tab, SIGN_IN_TITLE)).toHaveCount(0);

    const submitted = dialogTitled(tab, "Quote Request Submitted");
    await expect(submitted).toBeVisible();
    await submitted.getByRole("button", { name: "Go to Dashboard Now" }).click();
    await expect(tab).toHaveURL("/dashboard");
    const card = tab.getByRole("article", { name: "Ford Fiesta Zetec" });
    await expect(card).toContainText("CF66 NPR");
    await expect(card).toContainText("Emergency / Urgent Repair, Breakdown & Towing");
    await expect(tab.getByRole("article")).toHaveCount(1);
    await expectAccessible(tab);
    await expect
      .poll(() => tab.evaluate((key) => localStorage.getItem(key), DRAFT_KEY), {
        message: "a sent request leaves no draft behind",
      })
      .toBeNull();
  });

  test("a draft older than a day is not brought back", async ({ page }) => {
    await page.goto("/");
    await page.evaluate((key) => {
      const dayAndAHour = 25 * 60 * 60 * 1000;
      const values = { firstName: "Stale", lastName: "Draft", services: ["oil-service"] };
      localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() - dayAndAHour }));
    }, DRAFT_KEY);
    await page.goto("/quote-request");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The prerendered form is enabled once the app has run and read (and dropped) the draft.
    await expect(page.getByLabel("First name")).toBeEnabled();
    await expect(page.getByLabel("First name")).toHaveValue("");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });
});
