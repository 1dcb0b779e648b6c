import type { FakeProvider } from "./fake-provider.ts";

/**
 * The DVSA MOT History API as the fake plays it: an Entra ID token endpoint per tenant
 * (so each test app counts its own token requests) and the trade vehicles endpoint.
 */
export const vehicleRoute = (registration: string) =>
  `GET /v1/trade/vehicles/registration/${registration}`;

/** Each app gets its own token endpoint on the fake, so token counts do not mix. */
export function dvsaEnv(fake: FakeProvider, tenant: string) {
  return {
    VEHICLE_LOOKUP_PROVIDER: "dvsa",
    DVSA_API_URL: fake.url,
    DVSA_TOKEN_URL: `${fake.url}/${tenant}/oauth2/v2.0/token`,
    DVSA_CLIENT_ID: "test-client-id",
    DVSA_CLIENT_SECRET: "test-client-secret",
    DVSA_API_KEY: "test-dvsa-key",
    DVSA_SCOPE: "https://tapi.dvsa.gov.uk/.default",
  };
}
export const tokenRoute = (tenant: string) => `POST /${tenant}/oauth2/v2.0/token`;
export const token = (accessToken: string, expiresIn = 3599) => ({
  status: 200,
  json: {
    token_type: "Bearer",
    expires_in: expiresIn,
    ext_expires_in: expiresIn,
    access_token: accessToken,
  },
});

/** DVSA's documented answers for the invented vehicles the tests look up. */
export function playDvsaVehicles(fake: FakeProvider) {
  fake.answer(vehicleRoute("LC17AAA"), {
    status: 200,
    json: {
      registration: "LC17AAA",
      make: "VOLKSWAGEN",
      model: "GOLF",
      firstUsedDate: "2017-03-01",
      fuelType: "Petrol",
      primaryColour: "Silver",
      registrationDate: "2017-03-01",
      manufactureDate: "2017-02-20",
      engineSize: "1395",
      hasOutstandingRecall: "Unknown",
      motTests: [
        {
          completedDate: "2024-03-01T10:00:00.000Z",
          testResult: "FAILED",
          odometerValue: "61002",
          odometerUnit: "MI",
          defects: [],
        },
        {
          completedDate: "2024-03-04T09:12:00.000Z",
          testResult: "PASSED",
          expiryDate: "2025-03-05",
          odometerValue: "61010",
          odometerUnit: "MI",
          defects: [],
        },
        {
          completedDate: "2023-02-27T11:30:00.000Z",
          testResult: "PASSED",
          expiryDate: "2024-03-02",
          odometerValue: "52011",
          odometerUnit: "MI",
          defects: [],
        },
      ],
    },
  });
  fake.answer(vehicleRoute("LC73AAB"), {
    status: 200,
    json: {
      registration: "LC73AAB",
      make: "BMW",
      model: "3 SERIES",
      fuelType: "Diesel",
      primaryColour: "Black",
      registrationDate: "2023-09-14",
      manufactureDate: "2023-08-30",
      motTestDueDate: "2026-09-13",
    },
  });
  fake.answer(vehicleRoute("LC17AAC"), {
    status: 200,
    json: {
      registration: "LC17AAC",
      make: "Lotus",
      model: "ELISE",
      firstUsedDate: "2017-05-02",
      motTests: [],
    },
  });
  fake.answer(vehicleRoute("LC17AAD"), {
    status: 404,
    json: {
      errorCode: "MOTH-NF-01",
      errorMessage: "No data found for the provided registration",
      requestId: "r1",
    },
  });
  fake.answer(vehicleRoute("LC17AAE"), {
    status: 400,
    json: { errorCode: "MOTH-BR-01", errorMessage: "Invalid registration number", requestId: "r2" },
  });
  fake.answer(vehicleRoute("LC17AAF"), { status: 403, json: { message: "Forbidden" } });
  fake.answer(vehicleRoute("LC17AAH"), { status: 401, json: { message: "Unauthorized" } });
  // Accepts the request and never answers.
  fake.answer(vehicleRoute("LC17AAJ"), "never");
  fake.answer(vehicleRoute("LC17AAG"), { status: 500, json: { message: "Internal server error" } });
}
