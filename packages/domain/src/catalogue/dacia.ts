import type { VehicleModel } from "./vehicle-model.ts";

export const DACIA_MODELS: readonly VehicleModel[] = [
  {
    name: "Sandero",
    variants: ["Access", "Ambiance", "Laureate", "Essential", "Comfort", "Expression", "Journey"],
    startYear: 2013,
    engines: ["1.2", "0.9 TCe", "1.0 SCe", "1.0 TCe", "1.0 TCe Bi-Fuel", "1.5 dCi"],
  },
  {
    name: "Sandero Stepway",
    variants: [
      "Ambiance",
      "Laureate",
      "Essential",
      "Comfort",
      "Prestige",
      "Expression",
      "Extreme",
      "Journey",
    ],
    startYear: 2013,
    engines: ["0.9 TCe", "1.0 TCe", "1.0 TCe Bi-Fuel", "1.5 dCi"],
  },
  {
    name: "Duster",
    variants: [
      "Access",
      "Ambiance",
      "Laureate",
      "Essential",
      "Comfort",
      "Prestige",
      "Expression",
      "Extreme",
      "Journey",
    ],
    startYear: 2013,
    engines: ["1.6", "1.0 TCe", "1.2 TCe", "1.3 TCe", "1.5 dCi", "1.5 Blue dCi", "1.6 Hybrid"],
  },
  {
    name: "Jogger",
    variants: ["Essential", "Expression", "Extreme", "Journey"],
    startYear: 2022,
    engines: ["1.0 TCe", "1.0 TCe Bi-Fuel", "1.6 Hybrid"],
  },
];
