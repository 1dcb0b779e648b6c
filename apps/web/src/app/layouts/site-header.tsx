import { isGarageUser, isStaff } from "@automobi/domain";
import { Menu, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { EmailAddress } from "@/components/email-address";
import { Button } from "@/components/ui/button";
import { Link, NavLink } from "@/components/ui/link";
import { usePlatformName } from "@/features/site/api/get-public-config";
import { useSessionUser } from "@/lib/auth/session";
import { cx } from "@/lib/class-names";
import { paths } from "@/lib/paths";
import { useSignOutOnDemand } from "./sign-out-on-demand";

interface NavItem {
  to: string;
  label: string;
}

/**
 * Staff have no customer dashboard: their link goes to the admin area instead. A garage's user
 * asks for no quotes: their one link is the garage portal.
 */
function navItems(role: string | null): NavItem[] {
  if (role !== null && isGarageUser(role)) {
    return [
      { to: paths.home, label: "Home" },
      { to: paths.garage.portal, label: "Garage Portal" },
    ];
  }
  const account =
    role === null
      ? []
      : isStaff(role)
        ? [{ to: paths.admin.dashboard, label: "Admin" }]
        : [{ to: paths.dashboard, label: "Dashboard" }];
  return [
    { to: paths.home, label: "Home" },
    { to: paths.quoteRequest, label: "Get Quote" },
    ...account,
  ];
}

function navLinkClassName({ isActive }: { isActive: boolean }) {
  return cx(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-800"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );
}

function AccountActions({ stacked = false }: { stacked?: boolean }) {
  const user = useSessionUser();
  const signOut = useSignOutOnDemand();

  if (user) {
    return (
      <div className={cx("flex gap-3", stacked ? "flex-col items-stretch" : "items-center")}>
        {/* One line beside the buttons on a desktop; the phone's menu wraps it at the @ and dots. */}
        <EmailAddress
          email={user.email}
          className={cx("text-sm text-slate-700", !stacked && "truncate")}
          title={stacked ? undefined : user.email}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          Sign Out
        </Button>
      </div>
    );
  }

  return (
    <div className={cx("flex gap-2", stacked ? "flex-col items-stretch" : "items-center")}>
      <Button variant="ghost" size="sm" asChild>
        <Link to={paths.login}>Sign In</Link>
      </Button>
      <Button size="sm" asChild>
        <Link to={paths.register}>Register</Link>
      </Button>
    </div>
  );
}

/** Below the md breakpoint the links fold into a disclosure panel. */
function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return { open, setOpen, toggleRef, onKeyDown };
}

export function SiteHeader() {
  const platformName = usePlatformName();
  const user = useSessionUser();
  const items = navItems(user ? (user.role ?? "customer") : null);
  const menu = useMobileMenu();
  const menuId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" onKeyDown={menu.onKeyDown}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to={paths.home}
            className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-brand-800"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-700 text-base text-white"
            >
              {platformName.charAt(0).toUpperCase()}
            </span>
            {platformName}
          </Link>

          <ul className="hidden flex-1 items-center gap-1 md:flex">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navLinkClassName}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <AccountActions />
          </div>

          <Button
            ref={menu.toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menu.open}
            aria-controls={menuId}
            onClick={() => menu.setOpen((open) => !open)}
          >
            {menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">Menu</span>
          </Button>
        </div>

        <div
          id={menuId}
          hidden={!menu.open}
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={(state) => cx(navLinkClassName(state), "block text-base")}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3">
            <AccountActions stacked />
          </div>
        </div>
      </nav>
    </header>
  );
}
