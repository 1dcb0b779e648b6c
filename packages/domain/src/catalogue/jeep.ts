import type { VehicleModel } from "./vehicle-model.ts";

export const JEEP_MODELS: readonly VehicleModel[] = [
  {
    name: "Renegade",
    variants: ["Sport", "Longitude", "Limited", "Trailhawk", "Night Eagle", "S", "Upland"],
    startYear: 2015,
    engines: [
      "1.4 MultiAir",
      "1.6 E-torQ",
      "1.0 T3",
      "1.3 T4",
      "1.6 MultiJet",
      "2.0 MultiJet",
      "1.3 4xe Plug-in Hybrid",
      "1.5 e-Hybrid",
    ],
  },
  {
    name: "Compass",
    variants: ["Sport", "Longitude", "Limited", "Trailhawk", "Night Eagle", "S"],
    startYear: 2007,
    engines: [
      "2.0",
      "2.4",
      "1.4 MultiAir",
      "1.3 T4",
      "2.1 CRD",
      "2.2 CRD",
      "1.6 MultiJet",
      "2.0 MultiJet",
      "1.3 4xe Plug-in Hybrid",
    ],
  },
  {
    name: "Avenger",
    variants: ["Longitude", "Altitude", "Summit", "4xe"],
    startYear: 2023,
    engines: ["1.2 Turbo", "1.2 e-Hybrid", "54 kWh Electric"],
  },
];
