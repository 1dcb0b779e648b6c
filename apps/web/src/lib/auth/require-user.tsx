import { isGarageUser } from "@automobi/domain";
import { type ReactNode, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/lib/paths";
import { type SessionUser, useSession } from "./session";

/**
 * Renders its children only for a signed-in customer (or staff); otherwise goes to /login, remembering
 * where the user was going. A convenience for the browser: the server checks every call.
 * A user who signs out while on the page goes home instead, as Sign Out itself does.
 */
export function RequireUser(props: {
  loadingText: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const { user, isPending } = useSession();
  const location = useLocation();
  const [signedInHere, setSignedInHere] = useState(false);
  if (user && !signedInHere) setSignedInHere(true);

  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        {props.loadingText}
      </p>
    );
  }
  if (!user) {
    if (signedInHere) return <Navigate to={paths.home} replace />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${paths.login}?next=${next}`} replace />;
  }
  // A garage's user has the garage portal, not a customer's pages (the server refuses them too).
  if (isGarageUser(user.role)) return <Navigate to={paths.garage.portal} replace />;
  return <>{props.children(user)}</>;
}
