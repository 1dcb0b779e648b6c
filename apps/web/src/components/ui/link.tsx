import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from "react-router";

/**
 * The app's links (docs/decisions/030). React Router's own `Link` brings its framework mode's
 * prefetching, masking and view transitions into the code every page loads, about 4 KB brotli
 * that this app never uses; these build the same anchor from the router's hooks. A plain click
 * navigates in the app; a modified click (new tab, new window), a `target` other than `_self` or
 * a click another handler prevented is left to the browser.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** History state handed to the page opened (`useLocation().state`). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Active only on the link's own address, not on the addresses below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** Whether `pathname` is the link's address, or (unless `end`) an address below it. */
function isActivePath(pathname: string, linkPathname: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const own = linkPathname.toLowerCase();
  if (current === own) return true;
  if (end || !current.startsWith(own)) return false;
  // "/admin/" is the parent of "/admin/staff" as "/admin" is; "/" is the parent of nothing.
  const slash = own !== "/" && own.endsWith("/") ? own.length - 1 : own.length;
  return current.charAt(slash) === "/";
}

/** A link that marks itself as the current page (`aria-current="page"`) while it is open. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
