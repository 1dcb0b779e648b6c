import { use } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { paths } from "@/lib/paths";
import { RootLayout } from "./layouts/root-layout";
import type { LazyModule } from "./lazy-module";
import { type Page, pagesWithoutQueries, pagesWithQueries, queryLayout } from "./pages";

/**
 * A lazy route module's component: drawn at once when the module is here, else the route
 * suspends until it arrives (the navigation's transition keeps the old page, under the
 * layout's progress bar) or fails to (the layout's error boundary).
 */
function RouteModuleView({ module }: { module: LazyModule }) {
  const { Component } = module.loaded ?? use(module.load());
  return <Component />;
}

interface RouteData {
  module: LazyModule;
}

function pageRoute({ path, module }: Page): RouteObject {
  const handle: RouteData = { module };
  const element = <RouteModuleView module={module} />;
  return path === paths.home ? { index: true, element, handle } : { path, element, handle };
}

/**
 * The route tree, shared by the browser (main.tsx) and the build's prerender of the public pages
 * (prerender.tsx): both render it in React Router's declarative mode (docs/decisions/029), so
 * that the prerendered markup hydrates and no page downloads the data router.
 */
const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      ...pagesWithoutQueries.map(pageRoute),
      {
        element: <RouteModuleView module={queryLayout} />,
        handle: { module: queryLayout } satisfies RouteData,
        children: pagesWithQueries.map(pageRoute),
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Downloads the modules of the routes `pathname` matches, so that the first render draws the
 * page (the prerendered markup, when hydrating) instead of suspending.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const modules = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.handle as RouteData | undefined)?.module)
    .filter((module) => module !== undefined);
  await Promise.all(modules.map((module) => module.load()));
}

/** Whether `pathname` is one of the app's pages, not the catch-all Page Not Found. */
export function isPagePath(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path !== "*";
}
