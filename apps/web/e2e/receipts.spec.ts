import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, expectAccessible, test } from "./fixtures";
import { uniqueEmail } from "./support/accounts";
import { dialogTitled, expectFitsPhoneWidth } from "./support/quote-journey";
import { acceptAndPay, customerWithRequest, PHONE, quoteAsStaff } from "./support/quotes";

/** The text a reader of the downloaded PDF sees. */
async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

test.describe("receipts, on a phone", () => {
  test.use(PHONE);

  test("a customer who paid downloads the receipt from Rewards and from the vehicle's Service History, and it names the amount", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const { requestId } = await customerWithRequest(page, base, "receipt");
    await quoteAsStaff(base, requestId, [
      {
        garageName: "Westgate Autos",
        garagePhone: "01452 555 044",
        garageAddress: "4 Westgate Street, Gloucester GL1 2NW",
        garagePostcode: "GL1 2NW",
        garageEmail: uniqueEmail("westgate"),
        pricePence: 9_500,
        description: "Rear pads.",
        estimatedDuration: "1 hour",
      },
    ]);
    await acceptAndPay(page.request, base, requestId);

    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Rewards" }).click();
    const receipt = page.getByRole("link", { name: /^Download receipt R-\d{6} \(PDF\)$/ });
    await expect(receipt).toBeVisible();
    const number = ((await receipt.textContent()) ?? "").replace("Receipt ", "").trim();
    expect(number).toMatch(/^R-\d{6}$/);
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);

    const [fromRewards] = await Promise.all([page.waitForEvent("download"), receipt.click()]);
    expect(fromRewards.suggestedFilename()).toBe(`automobi-receipt-${number}.pdf`);
    const text = await downloadedText(fromRewards);
    expect(text).toContain(`Receipt number: ${number}`);
    expect(text).toContain("Jordan Reid");
    expect(text).toContain("Volkswagen Golf (AB12 CDE)");
    expect(text).toContain("Total paid £3.00");

    // The same receipt from the vehicle's history, by keyboard.
    await page.getByRole("tab", { name: "Vehicles" }).click();
    const vehicle = page.getByRole("article").filter({ hasText: "AB12 CDE" });
    await vehicle.getByRole("button", { name: "Service History" }).click();
    const history = dialogTitled(page, "Service History");
    const again = history.getByRole("link", { name: `Download receipt ${number} (PDF)` });
    await expect(history).toContainText("Service fee paid: £3.00");
    await again.focus();
    const [fromHistory] = await Promise.all([
      page.waitForEvent("download"),
      page.keyboard.press("Enter"),
    ]);
    expect(await downloadedText(fromHistory)).toContain("Total paid £3.00");
  });
});
