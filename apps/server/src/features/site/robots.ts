import { pagePaths } from "@automobi/domain";

/**
 * robots.txt: crawlers may index the public pages and are pointed at the sitemap; the signed-in
 * areas, the API, the checkout and the development mailbox are theirs to skip (they answer a
 * crawler with a sign-in page or nothing useful, and are never in the sitemap).
 */
export function renderRobots(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  const private_ = [
    pagePaths.admin.entry,
    pagePaths.dashboard,
    pagePaths.profile,
    pagePaths.paymentSuccess,
    pagePaths.resetPassword,
    pagePaths.confirmEmail,
    pagePaths.undoEmailChange,
    "/api/",
    "/checkout/",
    "/dev/",
  ];
  return [
    "User-agent: *",
    ...private_.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
