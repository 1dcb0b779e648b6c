import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

const BUDGET_BYTES = 150 * 1024;
const SIGNED_IN_CHUNK = /^(dashboard|profile|admin)-/;

test("the home page loads under 150 KB of gzipped JavaScript and no dashboard, profile or admin code", async ({
  page,
}, testInfo) => {
  const scripts = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    const url = response.url();
    const isScript =
      response.request().resourceType() === "script" || new URL(url).pathname.endsWith(".js");
    if (!isScript || scripts.has(url)) return;
    scripts.set(
      url,
      response.body().then((body) => gzipSync(body).length),
    );
  });

  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();

  const sizes = await Promise.all(
    [...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, gzip: await size })),
  );
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const summary = `${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} scripts: ${sizes
    .map(({ file, gzip }) => `${file.split("/").pop()} ${(gzip / 1024).toFixed(1)} KB`)
    .join(", ")}`;
  testInfo.annotations.push({ type: "home-page-js-gzip", description: summary });
  console.info(`Home page JavaScript: ${summary}`);

  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(BUDGET_BYTES);
  for (const { file } of sizes) {
    expect(file.split("/").pop() ?? "", `${file} belongs to a signed-in area`).not.toMatch(
      SIGNED_IN_CHUNK,
    );
  }
});
