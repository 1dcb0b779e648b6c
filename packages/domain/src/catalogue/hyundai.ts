import type { VehicleModel } from "./vehicle-model.ts";

export const HYUNDAI_MODELS: readonly VehicleModel[] = [
  {
    name: "i10",
    variants: ["Classic", "Comfort", "SE", "Premium", "Play", "N Line", "Advance"],
    startYear: 2008,
    engines: ["1.0", "1.1", "1.2", "1.0 T-GDi"],
  },
  {
    name: "i20",
    variants: ["Classic", "Comfort", "Active", "SE", "Premium", "N Line", "Ultimate", "N"],
    startYear: 2009,
    engines: ["1.2", "1.4", "1.0 T-GDi", "1.0 T-GDi 48V", "1.6 T-GDi", "1.1 CRDi", "1.4 CRDi"],
  },
  {
    name: "i30",
    variants: ["Classic", "Comfort", "Active", "SE", "SE Nav", "Premium", "N Line", "N"],
    startYear: 2007,
    engines: ["1.4", "1.6", "1.0 T-GDi", "1.4 T-GDi", "1.5 T-GDi 48V", "2.0 T-GDi", "1.6 CRDi"],
  },
  {
    name: "Tucson",
    variants: ["S", "SE", "SE Nav", "Premium", "N Line", "Ultimate"],
    startYear: 2004,
    engines: [
      "2.0",
      "1.6 GDi",
      "1.6 T-GDi",
      "1.6 T-GDi Hybrid",
      "1.6 T-GDi Plug-in Hybrid",
      "1.7 CRDi",
      "2.0 CRDi",
    ],
  },
  {
    name: "Kona",
    variants: ["S", "SE", "SE Connect", "Premium", "N Line", "Ultimate", "Advance"],
    startYear: 2017,
    engines: [
      "1.0 T-GDi",
      "1.6 T-GDi",
      "1.6 GDi Hybrid",
      "39 kWh Electric",
      "64 kWh Electric",
      "65 kWh Electric",
    ],
  },
  {
    name: "Santa Fe",
    variants: ["GSi", "CDX", "Style", "Premium", "Premium SE", "Ultimate"],
    startYear: 2001,
    engines: ["2.4", "2.7 V6", "2.2 CRDi", "1.6 T-GDi Hybrid", "1.6 T-GDi Plug-in Hybrid"],
  },
  {
    name: "Ioniq 5",
    variants: ["SE Connect", "Premium", "Ultimate", "N"],
    startYear: 2021,
    engines: ["58 kWh", "63 kWh", "72.6 kWh", "77.4 kWh", "84 kWh"],
  },
];
