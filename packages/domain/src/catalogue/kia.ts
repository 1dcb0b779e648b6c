import type { VehicleModel } from "./vehicle-model.ts";

export const KIA_MODELS: readonly VehicleModel[] = [
  {
    name: "Picanto",
    variants: ["1", "2", "3", "4", "GT-Line", "GT-Line S", "X-Line"],
    startYear: 2004,
    engines: ["1.0", "1.1", "1.25", "1.0 T-GDi"],
  },
  {
    name: "Rio",
    variants: ["1", "2", "3", "4", "GT-Line", "GT-Line S"],
    startYear: 2000,
    endYear: 2023,
    engines: ["1.25", "1.4", "1.0 T-GDi", "1.0 T-GDi 48V", "1.1 CRDi", "1.4 CRDi"],
  },
  {
    name: "Ceed",
    variants: ["1", "2", "3", "4", "GT-Line", "GT-Line S", "GT", "3 Sportswagon"],
    startYear: 2007,
    engines: [
      "1.4",
      "1.6",
      "1.0 T-GDi",
      "1.4 T-GDi",
      "1.5 T-GDi",
      "1.6 T-GDi",
      "1.6 CRDi",
      "1.6 GDi Plug-in Hybrid",
    ],
  },
  {
    name: "Sportage",
    variants: ["1", "2", "3", "4", "GT-Line", "GT-Line S", "KX-2", "KX-3"],
    startYear: 1994,
    engines: [
      "2.0",
      "1.6 GDi",
      "1.6 T-GDi",
      "1.6 T-GDi Hybrid",
      "1.6 T-GDi Plug-in Hybrid",
      "1.7 CRDi",
      "2.0 CRDi",
      "1.6 CRDi 48V",
    ],
  },
  {
    name: "Niro",
    variants: ["2", "3", "4", "First Edition", "e-Niro"],
    startYear: 2016,
    engines: ["1.6 GDi Hybrid", "1.6 GDi Plug-in Hybrid", "64 kWh Electric"],
  },
  {
    name: "Sorento",
    variants: ["KX-1", "KX-2", "KX-3", "KX-4", "2", "3", "4"],
    startYear: 2002,
    engines: [
      "2.4",
      "3.5 V6",
      "2.5 CRDi",
      "2.2 CRDi",
      "1.6 T-GDi Hybrid",
      "1.6 T-GDi Plug-in Hybrid",
    ],
  },
  {
    name: "EV6",
    variants: ["Air", "GT-Line", "GT-Line S", "GT"],
    startYear: 2021,
    engines: ["58 kWh", "77.4 kWh", "84 kWh"],
  },
];
