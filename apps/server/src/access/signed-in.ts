import type { Role } from "@automobi/domain";

/** Who a request is signed in as, apart from the code that reads it (guards.ts). */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  /** Two-step verification is on: staff routes need it (decision 042). */
  twoFactorEnabled: boolean;
}

export interface CurrentSession {
  user: SignedInUser;
  sessionId: string;
  sessionToken: string;
}
