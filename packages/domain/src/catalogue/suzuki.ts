import type { VehicleModel } from "./vehicle-model.ts";

export const SUZUKI_MODELS: readonly VehicleModel[] = [
  {
    name: "Swift",
    variants: ["GL", "GLX", "SZ3", "SZ-L", "SZ-T", "SZ5", "Sport", "Attitude", "Ultra", "Motion"],
    startYear: 1984,
    engines: [
      "1.0",
      "1.3",
      "1.5",
      "1.6",
      "1.2 Dualjet",
      "1.2 Dualjet SHVS",
      "1.0 Boosterjet",
      "1.4 Boosterjet",
      "1.3 DDiS",
    ],
  },
  {
    name: "Ignis",
    variants: ["GL", "GLX", "SZ3", "SZ-T", "SZ5", "Ultra", "Motion"],
    startYear: 2000,
    engines: ["1.3", "1.5", "1.2 Dualjet", "1.2 Dualjet SHVS"],
  },
  {
    name: "Jimny",
    variants: ["JLX", "SZ3", "SZ4", "SZ5", "Commercial"],
    startYear: 1998,
    engines: ["1.3", "1.5", "1.5 DDiS"],
  },
  {
    name: "Vitara",
    variants: ["JLX", "SZ4", "SZ-T", "SZ5", "S", "Ultra", "Motion"],
    startYear: 1988,
    engines: [
      "1.6",
      "2.0",
      "1.0 Boosterjet",
      "1.4 Boosterjet",
      "1.5 Full Hybrid",
      "1.6 DDiS",
      "1.9 DDiS",
    ],
  },
  {
    name: "S-Cross",
    variants: ["SZ4", "SZ-T", "SZ5", "Motion", "Ultra"],
    startYear: 2013,
    engines: ["1.6", "1.0 Boosterjet", "1.4 Boosterjet", "1.5 Full Hybrid", "1.6 DDiS"],
  },
];
