import type { VehicleModel } from "./vehicle-model.ts";

export const HONDA_MODELS: readonly VehicleModel[] = [
  {
    name: "Jazz",
    variants: ["S", "SE", "ES", "EX", "Sport", "Crosstar", "Elegance", "Advance"],
    startYear: 2002,
    engines: ["1.2", "1.4", "1.2 i-VTEC", "1.3 i-VTEC", "1.5 i-VTEC", "1.3 Hybrid", "1.5 e:HEV"],
  },
  {
    name: "Civic",
    variants: ["S", "SE", "ES", "SR", "EX", "Sport", "Type R", "Elegance", "Advance"],
    startYear: 1973,
    engines: [
      "1.4 i-VTEC",
      "1.8 i-VTEC",
      "1.0 VTEC Turbo",
      "1.5 VTEC Turbo",
      "2.0 VTEC Turbo",
      "1.6 i-DTEC",
      "2.2 i-CTDi",
      "2.0 e:HEV",
    ],
  },
  {
    name: "HR-V",
    variants: ["S", "SE", "EX", "Sport", "Elegance", "Advance"],
    startYear: 1999,
    engines: ["1.6", "1.5 i-VTEC", "1.5 VTEC Turbo", "1.6 i-DTEC", "1.5 e:HEV"],
  },
  {
    name: "CR-V",
    variants: ["S", "SE", "ES", "EX", "SR", "Sport", "Elegance", "Advance"],
    startYear: 1997,
    engines: [
      "2.0",
      "2.0 i-VTEC",
      "2.4 i-VTEC",
      "1.5 VTEC Turbo",
      "2.2 i-CTDi",
      "2.2 i-DTEC",
      "1.6 i-DTEC",
      "2.0 e:HEV",
      "2.0 e:PHEV",
    ],
  },
  {
    name: "Accord",
    variants: ["S", "SE", "ES", "EX", "Sport", "Type S"],
    startYear: 1976,
    endYear: 2015,
    engines: ["1.8", "2.0", "2.0 i-VTEC", "2.4 i-VTEC", "2.2 i-CTDi", "2.2 i-DTEC"],
  },
];
