import { useMatches } from "react-router";

/** What a route declares about itself in the router. */
export interface RouteHandle {
  /** The page's part of the document title: 'About' becomes 'About | Automobi'. */
  title: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "title" in value;
}

/** The title declared by the deepest matched route. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}
