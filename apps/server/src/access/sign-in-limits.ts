import type { RateLimiter } from "../http/rate-limiter.ts";
import { AUTH_RATE_RULES as R } from "./rate-limits.ts";

const accountIp = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Failed sign-ins per account, counted so that parallel guesses cannot outrun the count: each
 * attempt is reserved (one atomic upsert that counts and decides) before its password is
 * checked, and given back once it turns out not to be a wrong password. However many arrive at
 * once, at most the limit's number of passwords is ever checked (decision 007).
 */
export class SignInLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** Reserves one attempt for this account from this IP; throws 429 when either is spent. */
  async reserve(email: string, ip: string): Promise<void> {
    await this.limiter.hit(R.signInAccountIp, accountIp(email, ip));
    try {
      await this.limiter.hit(R.signInAccount, email);
    } catch (err) {
      await this.limiter.release(R.signInAccountIp, accountIp(email, ip));
      throw err;
    }
  }

  /**
   * Settles a reserved attempt. A wrong password keeps it counted; anything else gives it back,
   * and a successful sign-in also forgets this IP's earlier failures for the account.
   */
  async settle(email: string, ip: string, outcome: "signed-in" | "wrong-password" | "other") {
    if (outcome === "wrong-password") return;
    await this.limiter.release(R.signInAccount, email);
    if (outcome === "signed-in") await this.limiter.forget(R.signInAccountIp, accountIp(email, ip));
    else await this.limiter.release(R.signInAccountIp, accountIp(email, ip));
  }

  /** A completed password reset proves the owner: every failure counted for the account goes. */
  async clearAccount(email: string): Promise<void> {
    await this.limiter.forget(R.signInAccount, email);
    await this.limiter.forget(R.signInAccountIp, email);
  }
}
