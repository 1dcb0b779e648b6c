import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { usePlatformName } from "@/features/site/api/get-public-config";
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

export function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  useFocusMainOnNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      {navigation.state !== "idle" && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
        />
      )}
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
