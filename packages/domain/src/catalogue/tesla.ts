import type { VehicleModel } from "./vehicle-model.ts";

export const TESLA_MODELS: readonly VehicleModel[] = [
  {
    name: "Model S",
    variants: ["60", "75D", "85", "90D", "100D", "P100D", "Long Range", "Plaid"],
    startYear: 2014,
    engines: ["Rear-Wheel Drive", "Dual Motor", "Tri Motor"],
  },
  {
    name: "Model X",
    variants: ["75D", "90D", "100D", "P100D", "Long Range", "Plaid"],
    startYear: 2016,
    engines: ["Dual Motor", "Tri Motor"],
  },
  {
    name: "Model 3",
    variants: ["Standard Range Plus", "Long Range", "Performance", "Rear-Wheel Drive"],
    startYear: 2019,
    engines: ["Single Motor", "Dual Motor"],
  },
  {
    name: "Model Y",
    variants: ["Rear-Wheel Drive", "Long Range", "Performance"],
    startYear: 2022,
    engines: ["Single Motor", "Dual Motor"],
  },
];
