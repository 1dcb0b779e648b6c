import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { loadRouteModules } from "./app/router";
import { startHydrating } from "./lib/hydrated";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

async function start(container: HTMLElement) {
  // The build prerendered the public pages (docs/decisions/019): hydrate that markup, once the
  // address's route modules are here, so that the first render draws the page the markup shows
  // rather than suspending.
  if (container.firstElementChild) {
    await loadRouteModules(window.location.pathname);
    // In a transition, so hydrating a long page (the quote form) yields to the browser between
    // slices instead of blocking it in one long task.
    startHydrating();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={BrowserRouter} />
        </StrictMode>,
      );
    });
    return;
  }
  // Without markup the page's module is fetched meanwhile, and the layout draws as it arrives.
  void loadRouteModules(window.location.pathname).catch(() => {});
  createRoot(container).render(
    <StrictMode>
      <App router={BrowserRouter} />
    </StrictMode>,
  );
}

void start(root);
