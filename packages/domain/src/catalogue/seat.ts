import type { VehicleModel } from "./vehicle-model.ts";

export const SEAT_MODELS: readonly VehicleModel[] = [
  {
    name: "Ibiza",
    variants: ["S", "SE", "SE Technology", "FR", "Xcellence", "Cupra"],
    startYear: 1984,
    engines: [
      "1.0 MPI",
      "1.0 TSI",
      "1.2",
      "1.4",
      "1.2 TSI",
      "1.4 TSI",
      "1.5 TSI",
      "1.8 TSI",
      "1.4 TDI",
      "1.6 TDI",
    ],
  },
  {
    name: "Leon",
    variants: ["S", "SE", "SE Dynamic", "FR", "Xcellence", "Cupra"],
    startYear: 1999,
    engines: [
      "1.0 TSI",
      "1.4 TSI",
      "1.5 TSI",
      "1.5 eTSI",
      "2.0 TSI",
      "1.6 TDI",
      "2.0 TDI",
      "1.4 eHybrid",
    ],
  },
  {
    name: "Ateca",
    variants: ["S", "SE", "SE Technology", "FR", "Xcellence", "Xperience"],
    startYear: 2016,
    engines: ["1.0 TSI", "1.4 TSI", "1.5 TSI", "2.0 TSI", "1.6 TDI", "2.0 TDI"],
  },
];
