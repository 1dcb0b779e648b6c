import { z } from "zod";
import {
  isoDay,
  LookupError,
  readJsonBody,
  textOrNull,
  type VehicleDetails,
  type VehicleLookupProvider,
} from "./provider.ts";

/**
 * DVSA MOT History API (trade API): an OAuth2 client-credentials token from Microsoft
 * Entra ID, then GET /v1/trade/vehicles/registration/{reg} with the token and an API key.
 * It is the only free UK source that also gives the model.
 */
export interface DvsaSettings {
  apiUrl: string;
  tokenUrl: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  apiKey: string | undefined;
  scope: string;
}

/** Ask for a new token this long before the old one expires, so none dies in flight. */
const TOKEN_MARGIN_MS = 60_000;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() });

const vehicleSchema = z.object({
  make: z.string().trim().min(1),
  model: z.string().nullish(),
  fuelType: z.string().nullish(),
  primaryColour: z.string().nullish(),
  manufactureDate: z.string().nullish(),
  registrationDate: z.string().nullish(),
  firstUsedDate: z.string().nullish(),
  motTestDueDate: z.string().nullish(),
  motTests: z.array(z.object({ expiryDate: z.string().nullish() })).nullish(),
});

const errorSchema = z.object({ errorMessage: z.string() });

export function createDvsaProvider(
  settings: DvsaSettings,
  fetchFn: typeof fetch,
): VehicleLookupProvider {
  // The token is a per-process credential, so memory is the right place for it. Concurrent
  // lookups share one token request instead of each asking for their own.
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(tokenUrl: string, signal: AbortSignal): Promise<string> {
    const response = await fetchFn(tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: settings.clientId ?? "",
        client_secret: settings.clientSecret ?? "",
        scope: settings.scope,
      }),
      signal,
    });
    // Entra answers a wrong client id, secret or scope with 400 or 401: all are our
    // credentials being refused, never the customer's plate.
    if ([400, 401, 403].includes(response.status)) {
      throw new LookupError("auth_failed", `DVSA token endpoint answered ${response.status}`);
    }
    const parsed = tokenSchema.safeParse(response.ok ? await readJsonBody(response) : null);
    if (!parsed.success) {
      throw new LookupError("unavailable", `DVSA token endpoint answered ${response.status}`);
    }
    const lifetimeMs = parsed.data.expires_in * 1000;
    token = { value: parsed.data.access_token, renewAt: Date.now() + lifetimeMs - TOKEN_MARGIN_MS };
    return parsed.data.access_token;
  }

  function accessToken(tokenUrl: string, signal: AbortSignal): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= requestToken(tokenUrl, signal).finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    name: "dvsa",
    async lookup(registration, signal) {
      const { tokenUrl, clientId, clientSecret, apiKey } = settings;
      if (!tokenUrl || !clientId || !clientSecret || !apiKey) {
        throw new LookupError("not_configured", "DVSA credentials are not set");
      }
      const bearer = await accessToken(tokenUrl, signal);
      const url = `${settings.apiUrl}/v1/trade/vehicles/registration/${encodeURIComponent(registration)}`;
      const response = await fetchFn(url, {
        headers: {
          authorization: `Bearer ${bearer}`,
          "x-api-key": apiKey,
          accept: "application/json",
        },
        signal,
      });
      const body = await readJsonBody(response);
      if (response.ok) return vehicleFrom(registration, body);
      if (response.status === 401 || response.status === 403) {
        // A revoked or rotated token: forget it so the next lookup asks for a fresh one.
        token = null;
        throw new LookupError("auth_failed", `DVSA answered ${response.status}`);
      }
      if (response.status === 404) throw new LookupError("not_found", "DVSA has no such vehicle");
      const error = errorSchema.safeParse(body);
      if (response.status === 400 && error.success) {
        throw new LookupError(
          "provider_message",
          "DVSA refused the request",
          error.data.errorMessage,
        );
      }
      throw new LookupError("unavailable", `DVSA answered ${response.status}`);
    },
  };
}

function vehicleFrom(registration: string, body: unknown): VehicleDetails {
  const parsed = vehicleSchema.safeParse(body);
  if (!parsed.success) throw new LookupError("unavailable", "DVSA answer had no make");
  const v = parsed.data;
  const madeOn = isoDay(v.manufactureDate) ?? isoDay(v.registrationDate) ?? isoDay(v.firstUsedDate);
  return {
    registration,
    make: v.make,
    model: textOrNull(v.model),
    year: madeOn ? Number(madeOn.slice(0, 4)) : null,
    fuelType: textOrNull(v.fuelType),
    colour: textOrNull(v.primaryColour),
    motDueDate: motDueDate(v.motTests ?? [], v.motTestDueDate),
    source: "dvsa",
  };
}

/**
 * The current MOT runs out on the latest expiry among the tests (a failed test has none);
 * a vehicle too new for its first test carries motTestDueDate instead.
 */
function motDueDate(
  tests: { expiryDate?: string | null }[],
  firstDue?: string | null,
): string | null {
  const expiries = tests.map((t) => isoDay(t.expiryDate)).filter((d): d is string => d !== null);
  return expiries.sort().at(-1) ?? isoDay(firstDue);
}
