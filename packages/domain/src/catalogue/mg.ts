import type { VehicleModel } from "./vehicle-model.ts";

export const MG_MODELS: readonly VehicleModel[] = [
  {
    name: "MG3",
    variants: ["3Form", "3Style", "3Time", "Explore", "Excite", "Exclusive", "SE", "Trophy"],
    startYear: 2013,
    engines: ["1.5 VTi-TECH", "1.5 Hybrid+"],
  },
  {
    name: "ZS",
    variants: ["Explore", "Excite", "Exclusive", "SE", "Trophy", "EV"],
    startYear: 2017,
    engines: [
      "1.0 T-GDI",
      "1.5 VTi-TECH",
      "1.5 Hybrid+",
      "44.5 kWh Electric",
      "51 kWh Electric",
      "72.6 kWh Electric",
    ],
  },
  {
    name: "HS",
    variants: ["Excite", "Exclusive", "SE", "Trophy", "Plug-in"],
    startYear: 2019,
    engines: ["1.5 T-GDI", "1.5 T-GDI Plug-in Hybrid", "1.5 Hybrid+"],
  },
  {
    name: "MG4",
    variants: ["SE", "Trophy", "Long Range", "Extended Range", "XPOWER"],
    startYear: 2022,
    engines: ["51 kWh", "64 kWh", "77 kWh"],
  },
  {
    name: "MG5",
    variants: ["Excite", "Exclusive", "SE", "Trophy", "Long Range"],
    startYear: 2020,
    engines: ["52.5 kWh", "57.4 kWh", "61.1 kWh"],
  },
];
