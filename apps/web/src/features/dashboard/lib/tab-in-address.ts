import { DASHBOARD_REQUEST_PARAM, type DashboardTab, isDashboardTab } from "@automobi/domain";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { KEEP_SCROLL, keepsScroll } from "@/lib/scroll-state";

/**
 * The dashboard's open tab is the address's `?tab=` (Quotes without one), so a shared link, a
 * notification's View and Back all land on their tab. Choosing a tab adds a history entry and
 * keeps the scroll where it is; the request a link named is left behind.
 */
export function useTabInAddress() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: DashboardTab = isDashboardTab(asked) ? asked : "quotes";
  // The tab last asked for: a click asks twice (Radix selects on press and on focus) before
  // the address has changed, and must add one history entry, not two.
  const latest = useRef(tab);
  useLayoutEffect(() => {
    latest.current = tab;
  }, [tab]);
  const openTab = useCallback(
    (next: string) => {
      if (!isDashboardTab(next) || next === latest.current) return;
      latest.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("tab", next);
          updated.delete(DASHBOARD_REQUEST_PARAM);
          return updated;
        },
        { state: KEEP_SCROLL },
      );
    },
    [setParams],
  );
  const tabsRef = useArrivalAtTab(isDashboardTab(asked) && !params.has(DASHBOARD_REQUEST_PARAM));
  return { tab, openTab, tabsRef };
}

/**
 * Arriving by a link that names a tab (and no request, whose card scrolls itself into view),
 * the tabs are scrolled to and the open one focused: below the stat cards, on a phone, it
 * would otherwise be out of sight. Back and Forward within the page keep the browser's scroll.
 */
function useArrivalAtTab(namesTab: boolean) {
  const tabsRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const { key, state } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (location key)
  useEffect(() => {
    // The page's first render is an arrival whatever brought it (a shared link is a POP).
    const arrival = !opened.current || (navigationType !== "POP" && !keepsScroll(state));
    opened.current = true;
    if (!namesTab || !arrival) return;
    const list = tabsRef.current;
    list?.scrollIntoView({ block: "start" });
    list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({
      preventScroll: true,
    });
  }, [key]);
  return tabsRef;
}
