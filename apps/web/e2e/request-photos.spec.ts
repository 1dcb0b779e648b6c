import { expect, expectAccessible, test } from "./fixtures";
import { toast } from "./support/accounts";
import { TINY_PNG } from "./support/photos";
import { dialogTitled } from "./support/quote-journey";
import { customerWithRequest } from "./support/quotes";

const png = (name: string) => ({ name, mimeType: "image/png", buffer: TINY_PNG });

test("the edit form's photos: several at once, up to 5, none over 5 MB", async ({
  page,
  baseURL,
}) => {
  await customerWithRequest(page, baseURL ?? "", "request-photos");
  await page.goto("/dashboard?tab=manage");
  const golf = page.getByRole("article").filter({ hasText: "Volkswagen Golf" });
  await golf.getByRole("button", { name: "Edit" }).click();
  const edit = dialogTitled(page, "Edit Quote Request");
  const picker = edit.locator('input[type="file"]');
  await expect(edit).toContainText("Up to 5 photos: JPEG, PNG or WebP, at most 5 MB each.");

  // Over 5 MB: refused before it is sent.
  await picker.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(toast(page, "This photo is larger than 5 MB.")).toBeVisible();
  await expect(edit.getByRole("group", { name: "Photos (0 of 5)" })).toBeVisible();

  // Two chosen at once: both kept.
  await picker.setInputFiles([png("squeal.png"), png("tyre.png")]);
  await expect(toast(page, "2 Photos Added")).toBeVisible();
  await expect(edit.getByRole("img", { name: "Attachment 2 of 2" })).toBeVisible();
  await expect(edit.getByRole("group", { name: "Photos (2 of 5)" })).toBeVisible();

  // Four more do not fit beside two: the form says how many do, and keeps the two.
  await picker.setInputFiles([png("a.png"), png("b.png"), png("c.png"), png("d.png")]);
  await expect(toast(page, "This quote request has room for 3 more photos")).toBeVisible();
  await expect(edit.getByRole("group", { name: "Photos (2 of 5)" })).toBeVisible();
  await expectAccessible(page);
});
