// Demo accounts. Phone numbers are in Ofcom's range reserved for drama
// (07700 900000–900999), so none of them can ring a real person.

export const DEMO_PASSWORD = "Automobi-demo-1";
export const DEMO_CUSTOMER_EMAIL = "customer@example.com";

export type CustomerKey = "sarah" | "david" | "emma" | "liam";
export type StaffKey = "admin" | "superAdmin";
export type AccountKey = CustomerKey | StaffKey | "garage";

export interface DemoAccount {
  readonly key: AccountKey;
  readonly email: string;
  readonly role: "customer" | "admin" | "super_admin" | "garage";
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly postcode: string | null;
  readonly address: string | null;
  readonly joinedDaysAgo: number;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: "sarah",
    email: DEMO_CUSTOMER_EMAIL,
    role: "customer",
    firstName: "Sarah",
    lastName: "Thompson",
    phone: "07700 900123",
    postcode: "GL50 1QA",
    address: "14 Montpellier Terrace, Cheltenham",
    joinedDaysAgo: 45,
  },
  {
    key: "david",
    email: "david.patel@example.com",
    role: "customer",
    firstName: "David",
    lastName: "Patel",
    phone: "07700 900456",
    postcode: "LS6 2QR",
    address: "7 Cardigan Road, Leeds",
    joinedDaysAgo: 20,
  },
  {
    key: "emma",
    email: "emma.wilson@example.com",
    role: "customer",
    firstName: "Emma",
    lastName: "Wilson",
    phone: "07700 900789",
    postcode: "BS7 8AA",
    address: "31 Gloucester Road, Bristol",
    joinedDaysAgo: 9,
  },
  {
    key: "liam",
    email: "liam.obrien@example.com",
    role: "customer",
    firstName: "Liam",
    lastName: "O'Brien",
    phone: "07700 900321",
    postcode: "M20 2RN",
    address: null,
    joinedDaysAgo: 3,
  },
  {
    key: "admin",
    email: "admin@example.com",
    role: "admin",
    firstName: "James",
    lastName: "Carter",
    phone: "07700 900001",
    postcode: null,
    address: null,
    joinedDaysAgo: 90,
  },
  {
    key: "superAdmin",
    email: "superadmin@example.com",
    role: "super_admin",
    firstName: "Priya",
    lastName: "Shah",
    phone: "07700 900002",
    postcode: null,
    address: null,
    joinedDaysAgo: 120,
  },
  {
    // Hartley & Sons Motors' portal user (issue 30): open requests near Leeds, a quote awaiting
    // an answer and a paid job (requests-demo-customer.ts).
    key: "garage",
    email: "garage@example.com",
    role: "garage",
    firstName: "Graham",
    lastName: "Hartley",
    phone: "0113 496 0123",
    postcode: null,
    address: null,
    joinedDaysAgo: 60,
  },
];

/** The demo garage user's garage. */
export const DEMO_GARAGE_USER = { email: "garage@example.com", garage: "hartley" } as const;
