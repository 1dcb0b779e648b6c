import type { VehicleLookupAnswer } from "@automobi/domain/schemas";

/**
 * One interface for every source of vehicle details (DVSA MOT history, DVLA vehicle
 * enquiry, the offline list). The choice between them is made once, in lookup-service.ts.
 */
export type ProviderName = "offline" | "dvsa" | "dvla";

/** A provider's answer: what the form receives, plus what only the server keeps. */
export interface VehicleDetails extends VehicleLookupAnswer {
  motStatus?: string | null;
  taxStatus?: string | null;
  source: ProviderName;
}

export interface VehicleLookupProvider {
  name: ProviderName;
  /** Resolves with the vehicle or rejects with a LookupError; stops when `signal` aborts. */
  lookup(registration: string, signal: AbortSignal): Promise<VehicleDetails>;
}

export type LookupErrorKind =
  | "not_configured"
  | "auth_failed"
  | "not_found"
  /** The provider explained the refusal in words meant for people; `providerText` has them. */
  | "provider_message"
  | "unavailable";

export class LookupError extends Error {
  constructor(
    readonly kind: LookupErrorKind,
    detail: string,
    readonly providerText?: string,
  ) {
    super(detail);
    this.name = "LookupError";
  }
}

/** The body of a provider's answer as JSON, or null when it is empty or not JSON. */
export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD' from '2025-03-05', '2025.03.05' or an ISO timestamp; null for anything else. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})[-.](\d{2})[-.](\d{2})/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** A non-empty trimmed string, else null: providers send '' for fields they do not hold. */
export function textOrNull(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
