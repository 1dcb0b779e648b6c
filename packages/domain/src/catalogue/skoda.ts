import type { VehicleModel } from "./vehicle-model.ts";

export const SKODA_MODELS: readonly VehicleModel[] = [
  {
    name: "Fabia",
    variants: ["S", "SE", "SE L", "Colour Edition", "Monte Carlo", "vRS"],
    startYear: 1999,
    engines: ["1.0 MPI", "1.2", "1.4", "1.0 TSI", "1.2 TSI", "1.5 TSI", "1.4 TDI", "1.9 TDI"],
  },
  {
    name: "Octavia",
    variants: ["S", "SE", "SE L", "SE Technology", "Scout", "Laurin & Klement", "vRS"],
    startYear: 1996,
    engines: [
      "1.0 TSI",
      "1.4 TSI",
      "1.5 TSI",
      "1.8 TSI",
      "2.0 TSI",
      "1.6 TDI",
      "1.9 TDI",
      "2.0 TDI",
      "1.4 TSI iV",
    ],
  },
  {
    name: "Superb",
    variants: ["S", "SE", "SE L", "SportLine", "Laurin & Klement"],
    startYear: 2001,
    engines: ["1.4 TSI", "1.5 TSI", "1.8 TSI", "2.0 TSI", "1.9 TDI", "2.0 TDI", "1.4 TSI iV"],
  },
];
