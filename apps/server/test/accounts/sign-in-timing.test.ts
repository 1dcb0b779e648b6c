import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { confirmEmail, register } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

// The real hash, whose cost the equal timing is about (the other files hash fast).
const ctx = useTestApp({ env: { PASSWORD_HASHING: "standard" } });

/** Rounds (one try of each kind) a measurement adds; at most MAX_ROUNDS in all. */
const TRIES = 30;
const MAX_ROUNDS = 90;
const ACCOUNTS = 5; // at most 19 tries each: inside the per-account limit of 40 failures an hour.
const WRONG = "Wrong-Guess-1!";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Each try from its own address, so that no per-IP limit answers in place of the password. */
let ip = 0;
const nextIp = () => `10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

async function timedSignIn(email: string) {
  const start = performance.now();
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: nextIp(),
    payload: { email, password: WRONG },
  });
  return { ms: performance.now() - start, status: res.statusCode, body: res.json() };
}

describe("signing in with a wrong password", () => {
  it("takes the same time for a known, an unknown and an unconfirmed address", async () => {
    const known = Array.from({ length: ACCOUNTS }, (_, i) => `known${i}@example.com`);
    const unconfirmed = Array.from({ length: ACCOUNTS }, (_, i) => `waiting${i}@example.com`);
    for (const email of [...known, ...unconfirmed]) {
      expect((await register(ctx.app, { email })).statusCode).toBe(201);
    }
    for (const email of known) await confirmEmail(ctx.app, ctx.db, email);

    const kinds = {
      known: (i: number) => known[i % ACCOUNTS]!,
      unknown: (i: number) => `nobody${i}@example.com`,
      unconfirmed: (i: number) => unconfirmed[i % ACCOUNTS]!,
    };
    const order = Object.keys(kinds) as (keyof typeof kinds)[];
    const times: Record<keyof typeof kinds, number[]> = { known: [], unknown: [], unconfirmed: [] };
    const answers = new Set<string>();
    // A warm-up of each kind, not counted: the first hash and the first queries are slower.
    for (const kind of order) await timedSignIn(kinds[kind](TRIES));
    const round = async (i: number) => {
      // Each round in a different order, so a busy moment of the machine slows every kind alike.
      const kindsInOrder = [...order.slice(i % 3), ...order.slice(0, i % 3)];
      for (const kind of kindsInOrder) {
        const answer = await timedSignIn(kinds[kind](i));
        times[kind].push(answer.ms);
        answers.add(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };

    // Paired: each round's three tries ran back to back, so a busy moment of the machine (the
    // browser journeys beside this file in CI) slows all three alike and cancels out of the
    // round's differences. The median of those differences is what an attacker could measure.
    const pairedGap = (kind: "unknown" | "unconfirmed") =>
      median(times[kind].map((ms, i) => ms - times.known[i]!));
    // Within a quarter of the known address's median, or 15 ms on a very fast run. Skipping the
    // hash for an unknown address would make its gap about the whole hash, far outside this.
    const within = () => {
      const tolerance = Math.max(median(times.known) * 0.25, 15);
      return (
        Math.abs(pairedGap("unknown")) <= tolerance &&
        Math.abs(pairedGap("unconfirmed")) <= tolerance
      );
    };
    // A measurement the machine's load left outside the tolerance is measured further, up to
    // MAX_ROUNDS in all: noise shrinks as the rounds add up, a real difference (a hash skipped)
    // stays whatever their number.
    let rounds = 0;
    do {
      for (let i = 0; i < TRIES; i++) await round(rounds + i);
      rounds += TRIES;
    } while (!within() && rounds < MAX_ROUNDS);

    // The one answer of a wrong password, whichever kind of address it was.
    expect([...answers]).toEqual([
      `401 ${JSON.stringify({ error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" } })}`,
    ]);
    const knownMedian = median(times.known);
    const gaps = { unknown: pairedGap("unknown"), unconfirmed: pairedGap("unconfirmed") };
    console.info(
      `sign-in over ${rounds} rounds: known median ${knownMedian.toFixed(1)} ms, paired median gaps (ms) ${JSON.stringify(gaps)}`,
    );
    const tolerance = Math.max(knownMedian * 0.25, 15);
    expect(Math.abs(gaps.unknown)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(gaps.unconfirmed)).toBeLessThanOrEqual(tolerance);
    // A cap, not a wait: at most about 270 real hashes; a hundred took over 120 s on a machine
    // two to three times slower than usual with the browser journeys beside it.
  }, 600_000);
});
