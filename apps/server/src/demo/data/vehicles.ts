import type { CustomerKey } from "./accounts.ts";

// Current-format plates (two letters, age identifier, three letters), stored
// normalised. They are invented; any match with a real vehicle is chance.
export interface DemoVehicle {
  readonly customer: CustomerKey;
  readonly registration: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  /** Days from the seed's "now" to the next MOT, if known. */
  readonly motDueInDays: number | null;
  readonly addedDaysAgo: number;
}

export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  {
    customer: "sarah",
    registration: "LK19XRT",
    make: "VOLKSWAGEN",
    model: "Golf",
    year: 2019,
    motDueInDays: 21,
    addedDaysAgo: 40,
  },
  {
    customer: "sarah",
    registration: "MA68KVN",
    make: "FORD",
    model: "Focus",
    year: 2018,
    motDueInDays: 160,
    addedDaysAgo: 30,
  },
  {
    customer: "david",
    registration: "YF70TNC",
    make: "BMW",
    model: "3 Series",
    year: 2020,
    motDueInDays: 95,
    addedDaysAgo: 18,
  },
  {
    customer: "david",
    registration: "YD17LGW",
    make: "AUDI",
    model: "A3",
    year: 2017,
    motDueInDays: 12,
    addedDaysAgo: 10,
  },
  {
    customer: "emma",
    registration: "WU21HPX",
    make: "VAUXHALL",
    model: "Corsa",
    year: 2021,
    motDueInDays: null,
    addedDaysAgo: 8,
  },
  {
    customer: "emma",
    registration: "WP66BZE",
    make: "SKODA",
    model: "Octavia",
    year: 2016,
    motDueInDays: 200,
    addedDaysAgo: 7,
  },
  {
    customer: "liam",
    registration: "MF22JOA",
    make: "SEAT",
    model: "Leon",
    year: 2022,
    motDueInDays: null,
    addedDaysAgo: 2,
  },
  {
    customer: "liam",
    registration: "ML15DVE",
    make: "FORD",
    model: "Fiesta",
    year: 2015,
    motDueInDays: 45,
    addedDaysAgo: 1,
  },
];
