import { api } from "@/lib/api-client";
import { twoFactorContracts } from "@/lib/contracts";
import { refreshSession } from "./session";

/**
 * Setting two-step verification up and turning it off, from signed-in screens only (Settings,
 * a staff account without it): kept apart from the sign-in's code step, which public pages load.
 */

/** Starts setting up: the key for the app (in an otpauth:// address) and the recovery codes. */
export function startSetup(password: string) {
  return api(twoFactorContracts.enable, { body: { password } });
}

export async function turnOff(password: string) {
  await api(twoFactorContracts.disable, { body: { password } });
  await refreshSession();
}
