import type { VehicleModel } from "./vehicle-model.ts";

export const ALFA_ROMEO_MODELS: readonly VehicleModel[] = [
  {
    name: "MiTo",
    variants: ["Progression", "Distinctive", "Super", "Veloce", "Quadrifoglio Verde"],
    startYear: 2008,
    endYear: 2018,
    engines: ["1.4", "1.4 TB MultiAir", "0.9 TwinAir", "1.3 JTDM", "1.6 JTDM"],
  },
  {
    name: "Giulietta",
    variants: [
      "Progression",
      "Distinctive",
      "Super",
      "Sprint",
      "Speciale",
      "Veloce",
      "Quadrifoglio Verde",
    ],
    startYear: 2010,
    endYear: 2020,
    engines: ["1.4 TB", "1.4 TB MultiAir", "1.75 TBi", "1.6 JTDM", "2.0 JTDM"],
  },
  {
    name: "Giulia",
    variants: ["Super", "Sprint", "Speciale", "Lusso Ti", "Veloce", "Quadrifoglio"],
    startYear: 2016,
    engines: ["2.0 Turbo", "2.2 JTDm", "2.9 V6 Bi-Turbo"],
  },
  {
    name: "Stelvio",
    variants: ["Super", "Sprint", "Speciale", "Lusso Ti", "Veloce", "Quadrifoglio"],
    startYear: 2017,
    engines: ["2.0 Turbo", "2.2 JTDm", "2.9 V6 Bi-Turbo"],
  },
  {
    name: "Tonale",
    variants: ["Sprint", "Ti", "Veloce"],
    startYear: 2022,
    engines: ["1.5 Hybrid", "1.3 Plug-in Hybrid Q4"],
  },
];
