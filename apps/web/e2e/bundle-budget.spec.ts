import { expect, test } from "./fixtures";

/** JavaScript bytes the home page may put on the wire, compressed as the server sends it. */
const BUDGET_BYTES = 120 * 1024;
const SIGNED_IN_CHUNK = /^(dashboard|profile|admin)-/;

// What browsers send over HTTPS; stated here so the figure does not depend on the browser's
// choice for plain http.
test.use({ extraHTTPHeaders: { "accept-encoding": "br, gzip" } });

test("the home page loads under 120 KB of JavaScript over the wire, brotli-compressed, and no dashboard, profile or admin code", async ({
  page,
}, testInfo) => {
  const scripts = new Map<string, Promise<{ wire: number; encoding: string | undefined }>>();
  page.on("response", (response) => {
    const url = response.url();
    const isScript =
      response.request().resourceType() === "script" || new URL(url).pathname.endsWith(".js");
    if (!isScript || scripts.has(url)) return;
    scripts.set(
      url,
      // The body's bytes as received (before the browser decodes them), and how they were encoded.
      Promise.all([response.request().sizes(), response.allHeaders()]).then(([sizes, headers]) => ({
        wire: sizes.responseBodySize,
        encoding: headers["content-encoding"],
      })),
    );
  });

  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();

  const sizes = await Promise.all(
    [...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, ...(await size) })),
  );
  const total = sizes.reduce((sum, { wire }) => sum + wire, 0);
  const summary = `${(total / 1024).toFixed(1)} KB over the wire in ${sizes.length} scripts: ${sizes
    .map(
      ({ file, wire, encoding }) =>
        `${file.split("/").pop()} ${(wire / 1024).toFixed(1)} KB ${encoding ?? "identity"}`,
    )
    .join(", ")}`;
  testInfo.annotations.push({ type: "home-page-js-wire", description: summary });
  console.info(`Home page JavaScript: ${summary}`);

  expect(sizes.length).toBeGreaterThan(0);
  for (const { file, encoding } of sizes) {
    expect(encoding, `${file} is sent brotli-compressed`).toBe("br");
  }
  expect(total).toBeLessThan(BUDGET_BYTES);
  for (const { file } of sizes) {
    expect(file.split("/").pop() ?? "", `${file} belongs to a signed-in area`).not.toMatch(
      SIGNED_IN_CHUNK,
    );
  }
});
