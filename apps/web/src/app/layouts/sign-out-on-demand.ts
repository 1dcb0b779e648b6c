import { useState } from "react";
import { useNavigate } from "react-router";

/**
 * Sign Out, whose code (and the messages it shows) comes with the first press: most visitors
 * of the public pages are signed out and never need it. The header and the footer share it.
 */
export function useSignOutOnDemand() {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const mutate = () => {
    setPending(true);
    void import("@/lib/auth/sign-out")
      .then(({ signOutAndLeave }) => signOutAndLeave(navigate))
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}
