import type { VehicleModel } from "./vehicle-model.ts";

export const CUPRA_MODELS: readonly VehicleModel[] = [
  { name: "Ateca", variants: ["VZ1", "VZ2", "VZ3"], startYear: 2019, engines: ["2.0 TSI"] },
  {
    name: "Leon",
    variants: ["V1", "V2", "V3", "VZ1", "VZ2", "VZ3"],
    startYear: 2020,
    engines: ["1.5 eTSI", "2.0 TSI", "1.4 e-Hybrid", "1.5 e-Hybrid"],
  },
  {
    name: "Formentor",
    variants: ["V1", "V2", "V3", "VZ1", "VZ2", "VZ3", "VZN"],
    startYear: 2020,
    engines: ["1.5 TSI", "2.0 TSI", "1.4 e-Hybrid", "1.5 e-Hybrid"],
  },
  {
    name: "Born",
    variants: ["V1", "V2", "V3", "VZ"],
    startYear: 2022,
    engines: ["58 kWh", "77 kWh", "79 kWh"],
  },
];
