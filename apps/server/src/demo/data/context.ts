import type { Tx } from "../../db/client.ts";
import type { AccountKey, DemoAccount } from "./accounts.ts";
import type { GarageKey } from "./garages.ts";

export interface Seeded {
  account: DemoAccount;
  id: string;
}

export interface SeedContext {
  tx: Tx;
  /** The time `hours` before `now`. */
  at: (hours: number) => Date;
  now: Date;
  supportEmail: string;
  accounts: Map<AccountKey, Seeded>;
  garages: Map<GarageKey, string>;
  /** Vehicle id by `${customer}:${registration}`. */
  vehicles: Map<string, { id: string; make: string; model: string }>;
  /** Request id by DemoRequest.ref. */
  requests: Map<string, string>;
}

/** The id a fixture refers to; a dangling reference is a bug in the fixtures. */
export function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown fixture reference ${String(key)}`);
  return value;
}

/** The calendar date in the UK, as "YYYY-MM-DD". */
export function londonDate(moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(moment);
}
