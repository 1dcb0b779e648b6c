import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import {
  createConfirmedCustomer,
  DEMO_ADMIN,
  fromClient,
  signInWithApi,
  uniqueEmail,
} from "./accounts";
import { NEW_PASSWORD } from "./quote-journey";

export interface GarageQuoteInput {
  garageName: string;
  garagePhone: string;
  garageAddress: string;
  garagePostcode: string;
  garageEmail: string;
  /** Whole pence, as every amount on the API (decision 050); or a breakdown instead. */
  pricePence?: number;
  /** Parts and labour in pence: VAT and the price are worked out at the stored rate. */
  breakdown?: { partsPence: number; labourPence: number };
  description: string;
  estimatedDuration: string;
}

export const GARAGES = {
  cotswold: {
    garageName: "Cotswold Motor Works",
    garagePhone: "01242 555 010",
    garageAddress: "12 Tewkesbury Road, Cheltenham GL51 9AA",
    garagePostcode: "GL51 9AA",
    garageEmail: "workshop@cotswold-motors.example.com",
    pricePence: 18_900,
    description: "Front brake pads and discs, fitted with a road test.",
    estimatedDuration: "2-3 hours",
  },
  severn: {
    garageName: "Severn Vale Autos",
    garagePhone: "01452 555 020",
    garageAddress: "4 Bristol Road, Gloucester GL2 5BX",
    garagePostcode: "GL2 5BX",
    garageEmail: "bookings@severn-vale.example.com",
    pricePence: 17_450,
    description: "Front brake pads, discs checked and cleaned.",
    estimatedDuration: "1-2 hours",
  },
} satisfies Record<string, GarageQuoteInput>;

/**
 * A confirmed customer with one quote request, signed in in this page's browser: from
 * Cheltenham (GL50 1QA) unless another postcode is given.
 */
export async function customerWithRequest(
  page: Page,
  baseURL: string,
  label: string,
  postcode = "GL50 1QA",
) {
  const account = {
    email: uniqueEmail(label),
    password: NEW_PASSWORD,
    firstName: "Jordan",
    lastName: "Reid",
  };
  await createConfirmedCustomer(page.request, account);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { origin: baseURL, ...fromClient(account.email) },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const created = await page.request.post("/api/quote-requests", {
    headers: { origin: baseURL, ...fromClient(account.email) },
    data: {
      registration: "ab12 cde",
      make: "VOLKSWAGEN",
      model: "Golf",
      services: ["brake-service"],
      firstName: account.firstName,
      lastName: account.lastName,
      description: "Grinding from the front brakes when stopping.",
      postcode,
      mobile: "07700 900555",
      travelDistance: "10-miles",
      timeframe: "this-week",
      budgetRange: "100-300",
      partsPreference: "new-parts",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { account, requestId: id };
}

/** Staff enter garages' quotes for a request, as Quote Processing does, signed in as the demo admin. */
export async function quoteAsStaff(
  baseURL: string,
  requestId: string,
  quotes: readonly GarageQuoteInput[],
) {
  const staff: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    await signInWithApi(staff, baseURL, DEMO_ADMIN, fromClient(`${DEMO_ADMIN.email}:${requestId}`));
    for (const quote of quotes) {
      const created = await staff.post(`/api/admin/quote-requests/${requestId}/quotes`, {
        data: quote,
        headers: { origin: baseURL },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
  } finally {
    await staff.dispose();
  }
}

/** A phone at 390 px, with a phone's user agent (the payment opens in the same window). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/** The customer accepts their request's one quote and pays the fee in the test checkout. */
export async function acceptAndPay(request: APIRequestContext, origin: string, requestId: string) {
  const headers = { origin };
  const list = await request.get("/api/quote-requests");
  const item = (await list.json()).items.find((r: { id: string }) => r.id === requestId);
  const accepted = await request.post(`/api/quotes/${item.quotes[0].id}/accept`, {
    headers,
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const created = await request.post("/api/payments", {
    headers,
    data: { quoteRequestId: requestId },
  });
  expect(created.status(), await created.text()).toBe(200);
  const paid = await request.post(`/checkout/test/${(await created.json()).sessionId}/pay`, {
    headers,
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}
