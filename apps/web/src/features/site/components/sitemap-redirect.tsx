import { useEffect } from "react";
import { paths } from "@/lib/paths";

/** /sitemap hands over to the server's /sitemap.xml with a full page load. */
export function SitemapRedirect() {
  useEffect(() => {
    window.location.replace(paths.sitemapXml);
  }, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Sitemap</h1>
      <p className="mt-4 text-lg text-slate-700" role="status">
        Redirecting to the sitemap…
      </p>
      <p className="mt-2 text-slate-700">
        If nothing happens,{" "}
        <a href={paths.sitemapXml} className="text-brand-700 underline">
          open the sitemap
        </a>
        .
      </p>
    </div>
  );
}
