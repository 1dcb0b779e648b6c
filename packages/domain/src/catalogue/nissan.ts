import type { VehicleModel } from "./vehicle-model.ts";

export const NISSAN_MODELS: readonly VehicleModel[] = [
  {
    name: "Micra",
    variants: ["Visia", "Acenta", "N-Connecta", "Tekna", "N-Sport", "SE", "S"],
    startYear: 1983,
    engines: ["1.0", "1.2", "1.4", "1.2 DIG-S", "0.9 IG-T", "1.0 IG-T", "1.0 DIG-T", "1.5 dCi"],
  },
  {
    name: "Note",
    variants: ["Visia", "Acenta", "Acenta Premium", "n-tec", "Tekna"],
    startYear: 2006,
    endYear: 2017,
    engines: ["1.4", "1.6", "1.2", "1.2 DIG-S", "1.5 dCi"],
  },
  {
    name: "Juke",
    variants: ["Visia", "Acenta", "Acenta Premium", "N-Connecta", "Tekna", "Tekna+", "Nismo"],
    startYear: 2010,
    engines: ["1.6", "1.6 DIG-T", "1.2 DIG-T", "1.0 DIG-T", "1.6 Hybrid", "1.5 dCi"],
  },
  {
    name: "Qashqai",
    variants: ["Visia", "Acenta", "Acenta Premium", "N-Connecta", "Tekna", "Tekna+", "N-Tec"],
    startYear: 2007,
    engines: [
      "1.6",
      "2.0",
      "1.2 DIG-T",
      "1.3 DIG-T",
      "1.3 DIG-T mHEV",
      "1.5 e-Power",
      "1.5 dCi",
      "1.6 dCi",
    ],
  },
  {
    name: "X-Trail",
    variants: ["Visia", "Acenta", "Acenta Premium", "N-Connecta", "Tekna", "Tekna+"],
    startYear: 2001,
    engines: [
      "2.0",
      "2.5",
      "1.6 DIG-T",
      "1.3 DIG-T",
      "1.5 e-Power",
      "2.2 dCi",
      "2.0 dCi",
      "1.6 dCi",
      "1.7 dCi",
    ],
  },
  {
    name: "Leaf",
    variants: ["Visia", "Acenta", "N-Connecta", "Tekna", "e+"],
    startYear: 2011,
    engines: ["24 kWh", "30 kWh", "40 kWh", "62 kWh"],
  },
];
