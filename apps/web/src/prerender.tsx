import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { App } from "./app";
import { appRoutes } from "./app/router";
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
 * settings not loaded yet (the platform name and year are filled in after hydration). No
 * hydration script (`hydrate={false}`): the Content-Security-Policy allows no inline script, and
 * main.tsx needs none.
 */
export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  if (context.statusCode !== 200) throw new Error(`${url} rendered status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  return streamToString(prelude);
}
