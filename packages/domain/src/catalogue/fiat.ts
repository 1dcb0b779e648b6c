import type { VehicleModel } from "./vehicle-model.ts";

export const FIAT_MODELS: readonly VehicleModel[] = [
  {
    name: "500",
    variants: ["Pop", "Pop Star", "Easy", "Lounge", "Sport", "Dolcevita", "Red", "Icon"],
    startYear: 2008,
    engines: ["1.2", "1.4", "0.9 TwinAir", "1.3 MultiJet", "1.0 Mild Hybrid", "Electric"],
  },
  {
    name: "500X",
    variants: ["Pop", "Pop Star", "Lounge", "Cross", "Cross Plus", "Sport", "Dolcevita"],
    startYear: 2015,
    engines: [
      "1.4 MultiAir",
      "1.0 FireFly",
      "1.3 FireFly",
      "1.6 E-torQ",
      "1.6 MultiJet",
      "2.0 MultiJet",
      "1.5 Hybrid",
    ],
  },
  {
    name: "Panda",
    variants: ["Pop", "Easy", "Lounge", "Cross", "City Cross", "4x4", "Sport", "Life"],
    startYear: 1981,
    engines: ["1.1", "1.2", "1.4", "0.9 TwinAir", "1.3 MultiJet", "1.0 Mild Hybrid"],
  },
  {
    name: "Punto",
    variants: ["Active", "Dynamic", "Eleganza", "Pop", "Easy", "Lounge", "Sporting"],
    startYear: 1994,
    endYear: 2018,
    engines: ["1.2", "1.4", "1.4 MultiAir", "0.9 TwinAir", "1.3 MultiJet", "1.9 JTD"],
  },
  {
    name: "Tipo",
    variants: ["Easy", "Lounge", "Mirror", "Sport", "Life", "Cross"],
    startYear: 2016,
    engines: ["1.4", "1.4 T-Jet", "1.0 FireFly", "1.3 MultiJet", "1.6 MultiJet", "1.5 Hybrid"],
  },
];
