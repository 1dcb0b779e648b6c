import type { DemoRequest } from "./request-types.ts";
import { DEMO_CUSTOMER_REQUESTS } from "./requests-demo-customer.ts";
import { OTHER_CUSTOMER_REQUESTS } from "./requests-other-customers.ts";

export type { DemoMessage, DemoQuote, DemoRequest } from "./request-types.ts";

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  ...DEMO_CUSTOMER_REQUESTS,
  ...OTHER_CUSTOMER_REQUESTS,
];
