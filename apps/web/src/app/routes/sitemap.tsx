import { SitemapRedirect } from "@/features/site/components/sitemap-redirect";

export function Component() {
  return <SitemapRedirect />;
}
