import type { VehicleModel } from "./vehicle-model.ts";

export const JAGUAR_MODELS: readonly VehicleModel[] = [
  {
    name: "XE",
    variants: ["SE", "S", "R-Sport", "Prestige", "Portfolio", "R-Dynamic SE", "300 Sport"],
    startYear: 2015,
    endYear: 2024,
    engines: ["2.0 i4 Petrol", "2.0 i4 Diesel", "3.0 V6 Supercharged"],
  },
  {
    name: "XF",
    variants: [
      "SE",
      "Luxury",
      "Premium Luxury",
      "Portfolio",
      "R-Sport",
      "Prestige",
      "S",
      "R-Dynamic SE",
    ],
    startYear: 2008,
    endYear: 2024,
    engines: [
      "2.0 i4 Petrol",
      "3.0 V6",
      "5.0 V8",
      "2.2 Diesel",
      "2.0 i4 Diesel",
      "2.7 V6 Diesel",
      "3.0 V6 Diesel",
    ],
  },
  {
    name: "F-Pace",
    variants: ["Prestige", "Portfolio", "R-Sport", "S", "R-Dynamic SE", "R-Dynamic HSE", "SVR"],
    startYear: 2016,
    engines: [
      "2.0 i4 Petrol",
      "3.0 V6 Supercharged",
      "5.0 V8",
      "2.0 i4 Diesel",
      "3.0 V6 Diesel",
      "P400e Plug-in Hybrid",
    ],
  },
  {
    name: "E-Pace",
    variants: ["S", "SE", "HSE", "R-Dynamic S", "R-Dynamic SE", "R-Dynamic HSE"],
    startYear: 2018,
    endYear: 2024,
    engines: ["2.0 i4 Petrol", "2.0 i4 Diesel", "1.5 P300e Plug-in Hybrid"],
  },
  {
    name: "F-Type",
    variants: ["Convertible", "Coupe", "R-Dynamic", "S", "R", "SVR", "75"],
    startYear: 2013,
    endYear: 2024,
    engines: ["2.0 i4", "3.0 V6 Supercharged", "5.0 V8 Supercharged"],
  },
  {
    name: "I-Pace",
    variants: ["S", "SE", "HSE", "R-Dynamic HSE"],
    startYear: 2018,
    endYear: 2024,
    engines: ["90 kWh Electric"],
  },
];
