import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
} from "react-router";
import { App } from "./app";
import { appRoutes } from "./app/router";
import { startHydrating } from "./lib/hydrated";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

/**
 * Loads the lazy routes the address matches and puts their modules on the routes, so the first
 * render shows the page the build prerendered instead of the router's empty fallback. Their
 * loaders ran at build time with nothing to return (the server sends prerendered markup only
 * for an address without a query), so the router is told they returned null.
 */
async function resolveMatchedRoutes(routes: RouteObject[]): Promise<HydrationState> {
  const loaderData: Record<string, unknown> = {};
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === "function") {
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }
    if (route.loader && route.id) loaderData[route.id] = null;
  }
  return { loaderData };
}

async function start(container: HTMLElement) {
  const routes = appRoutes();
  // The build prerendered the public pages (docs/decisions/019): hydrate that markup.
  if (container.firstElementChild) {
    const hydrationData = await resolveMatchedRoutes(routes);
    const router = createBrowserRouter(routes, { hydrationData });
    // In a transition, so hydrating a long page (the quote form) yields to the browser between
    // slices instead of blocking it in one long task.
    startHydrating();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

void start(root);
