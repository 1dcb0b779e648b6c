import { expect, expectAccessible, test } from "./fixtures";
import { expectFitsPhoneWidth } from "./support/quote-journey";
import { customerWithRequest, GARAGES, PHONE, quoteAsStaff } from "./support/quotes";

test.describe("comparing quotes on a phone", () => {
  test.use(PHONE);

  test("each quote says how far its garage is, an itemised one its parts, and the quotes sort by price or distance", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    // The request is from Cheltenham (GL50 1QA): Cotswold Motor Works is in Cheltenham
    // (GL51 9AA), Severn Vale Autos in Gloucester (GL2 5BX), further away and cheaper.
    const { requestId } = await customerWithRequest(page, base, "quote-distance");
    const { pricePence: _, ...cotswold } = GARAGES.cotswold;
    await quoteAsStaff(base, requestId, [
      // itemised: £120 parts and £37.50 labour, with VAT at the stored 20%: £189.00
      { ...cotswold, breakdown: { partsPence: 12_000, labourPence: 3_750 } },
      GARAGES.severn,
    ]);

    await page.goto("/dashboard");
    const quotes = page.getByRole("region", { name: /^Quotes for the / }).getByRole("listitem");
    await expect(quotes).toHaveCount(2);
    // Newest first: Severn Vale's quote was entered last.
    await expect(quotes.nth(0)).toContainText("£174.50");
    await expect(quotes.nth(1)).toContainText("£189.00");
    for (const quote of await quotes.all()) {
      await expect(quote).toContainText(/About \d+\.\d miles? from GL50/);
      await expect(quote).not.toContainText(/Cotswold|Severn/);
    }

    // On a phone the itemised price folds under its total.
    const itemised = quotes.nth(1);
    await expect(
      itemised.getByText("Parts", { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
    await itemised.getByText("Price breakdown").click();
    const parts = itemised.locator("details").getByRole("definition");
    await expect(parts).toHaveText(["£120.00", "£37.50", "£31.50"]);
    await expect(quotes.nth(0).getByText("Price breakdown")).toHaveCount(0);

    // Nearest first, then cheapest first.
    const sorting = page.getByRole("group", { name: /^Sort the quotes for the / });
    await sorting.getByRole("button", { name: "Distance" }).click();
    await expect(sorting.getByRole("button", { name: "Distance" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(quotes.nth(0)).toContainText("£189.00");
    const nearest = Number((await quotes.nth(0).textContent())?.match(/About (\d+\.\d)/)?.[1]);
    const further = Number((await quotes.nth(1).textContent())?.match(/About (\d+\.\d)/)?.[1]);
    expect(nearest).toBeLessThan(further);
    await sorting.getByRole("button", { name: "Price" }).click();
    await expect(quotes.nth(0)).toContainText("£174.50");

    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
  });
});
