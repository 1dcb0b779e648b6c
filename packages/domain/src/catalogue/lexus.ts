import type { VehicleModel } from "./vehicle-model.ts";

export const LEXUS_MODELS: readonly VehicleModel[] = [
  {
    name: "IS",
    variants: ["SE", "Sport", "F Sport", "Premier", "Takumi"],
    startYear: 1999,
    engines: ["2.0", "2.5", "3.0", "2.2 D", "IS 250", "IS 300h"],
  },
  {
    name: "CT",
    variants: ["S", "SE", "Luxury", "F Sport", "Premier", "Takumi"],
    startYear: 2011,
    endYear: 2022,
    engines: ["CT 200h"],
  },
  {
    name: "UX",
    variants: ["UX", "F Sport", "Premium Plus", "Takumi"],
    startYear: 2018,
    engines: ["UX 250h", "UX 300h", "UX 300e"],
  },
  {
    name: "NX",
    variants: ["NX", "Luxury", "F Sport", "Premier", "Takumi"],
    startYear: 2014,
    engines: ["NX 200t", "NX 300h", "NX 350h", "NX 450h+"],
  },
  {
    name: "RX",
    variants: ["SE", "Luxury", "F Sport", "Premier", "Takumi"],
    startYear: 2000,
    engines: ["RX 300", "RX 350", "RX 400h", "RX 450h", "RX 450h+", "RX 500h"],
  },
];
