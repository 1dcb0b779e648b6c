import { type ReactNode, StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app";
import { isPagePath, loadRouteModules } from "./app/router";
import { paths } from "./lib/paths";

/**
 * The public pages the build renders to HTML (docs/decisions/019), each written to
 * dist/prerendered/<name>.html; the server sends that file for exactly this path.
 */
export const prerenderedPages: { path: string; name: string }[] = [
  { path: paths.home, name: "home" },
  ...[
    paths.about,
    paths.terms,
    paths.privacy,
    paths.cookies,
    paths.userAgreement,
    paths.login,
    paths.register,
    paths.forgotPassword,
    paths.quoteRequest,
  ].map((path) => ({ path, name: path.slice(1) })),
];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The markup of the page at `url` as the browser's first render draws it: signed out, with the
 * settings not loaded yet (the platform name and year are filled in after hydration). It carries
 * no script of its own: the Content-Security-Policy allows no inline script, and main.tsx needs
 * none.
 */
export async function render(url: string): Promise<string> {
  const { pathname } = new URL(url, "http://localhost");
  if (!isPagePath(pathname))
    throw new Error(`${url} is not a page: it would render Page Not Found`);
  // As the browser does before hydrating (main.tsx): the page's modules first, so nothing
  // suspends and the markup has no fallback in it.
  await loadRouteModules(pathname);
  const AtUrl = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={AtUrl} />
    </StrictMode>,
  );
  return streamToString(prelude);
}
