import { useMemo } from "react";
import { matchRoutes, useLocation } from "react-router";
import { pagesWithoutQueries, pagesWithQueries } from "./pages";

const titles = [...pagesWithoutQueries, ...pagesWithQueries].map(({ path, title }) => ({
  path,
  title,
}));

/** The document title's part for the page at the current address ('About', 'Sign In'). */
export function useRouteTitle(): string | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(titles, pathname)?.at(-1)?.route.title, [pathname]);
}
