import { useEffect, useLayoutEffect, useRef } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { usePlatformName } from "@/features/site/api/get-public-config";
import { paths } from "@/lib/paths";
import { keepsScroll } from "@/lib/scroll-state";
import { forgetFailedDownloads, useRouteModuleLoading } from "../lazy-module";
import { RouteError } from "../route-error";
import { useRouteTitle } from "../route-handle";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

export const MAIN_ID = "main";

function useDocumentTitle() {
  const title = useRouteTitle();
  const platformName = usePlatformName();
  useEffect(() => {
    document.title = title ? `${title} | ${platformName}` : platformName;
  }, [title, platformName]);
}

/** After a client-side navigation, focus moves to the new page so screen readers announce it. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * A new page opens at its top, or at the element its address's hash names; going back or
 * forward leaves the scroll to the browser, which restores it, and so does a change within
 * the page that asks to keep it (KEEP_SCROLL).
 */
function useScrollOnNavigation() {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(key);
  useLayoutEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (navigationType === "POP" || keepsScroll(state)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType, state]);
}

/**
 * The signed-in areas, whose screens fill in after their data arrives: their main region is at
 * least a screen tall from the first paint, so the footer starts below the fold and what loads
 * later pushes nothing the reader sees (no layout shift).
 */
const SIGNED_IN_AREAS = [paths.dashboard, paths.profile, paths.admin.entry, paths.garage.portal];
const inSignedInArea = (pathname: string) =>
  SIGNED_IN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));

export function RootLayout() {
  const loading = useRouteModuleLoading();
  const { pathname } = useLocation();
  // A page that failed to download is tried again when it is next opened.
  useEffect(() => {
    if (pathname) forgetFailedDownloads();
  }, [pathname]);
  useDocumentTitle();
  useFocusMainOnNavigation();
  useScrollOnNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      {loading && (
        <div
          aria-hidden="true"
          data-page-loading=""
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
        />
      )}
      <SiteHeader />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`flex-1 focus:outline-none${inSignedInArea(pathname) ? " min-h-dvh" : ""}`}
      >
        {/* A page that fails to load or render is replaced by the error, in the layout; the
            next address gets a boundary of its own (a key, not a reset key: the address
            changes in the very render that fails). No Suspense boundary here: a page whose
            code is on its way suspends the navigation's transition (the old page stays, under
            the progress bar), and the prerendered markup hydrates without a boundary's
            markers. */}
        <ErrorBoundary key={pathname} fallback={RouteError}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
