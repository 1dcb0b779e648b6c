/**
 * Router state the admin guard sends with a signed-in customer to /login. The sign-in page
 * then says why they are there instead of passing them straight on to /dashboard.
 */
export const staffOnlyState = { staffOnly: true } as const;

export function isStaffOnlyRedirect(state: unknown): boolean {
  return typeof state === "object" && state !== null && "staffOnly" in state;
}
