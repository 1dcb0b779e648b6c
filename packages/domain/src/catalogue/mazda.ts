import type { VehicleModel } from "./vehicle-model.ts";

export const MAZDA_MODELS: readonly VehicleModel[] = [
  {
    name: "Mazda2",
    variants: ["S", "TS", "TS2", "Sport", "SE-L", "Sport Nav", "GT Sport", "Homura", "Hybrid"],
    startYear: 2003,
    engines: ["1.25", "1.4", "1.5", "1.5 Skyactiv-G", "1.4 D", "1.5 Skyactiv-D", "1.5 Hybrid"],
  },
  {
    name: "Mazda3",
    variants: [
      "S",
      "TS",
      "Sport",
      "SE-L",
      "Sport Nav",
      "GT Sport",
      "Sport Lux",
      "Homura",
      "Exclusive-Line",
    ],
    startYear: 2003,
    engines: [
      "1.6",
      "2.0",
      "2.0 Skyactiv-G",
      "2.0 e-Skyactiv G",
      "2.0 e-Skyactiv X",
      "2.5 e-Skyactiv G",
      "1.6 D",
      "2.2 Skyactiv-D",
    ],
  },
  {
    name: "Mazda6",
    variants: ["S", "TS", "Sport", "SE-L", "SE-L Nav", "Sport Nav", "GT Sport", "Kuro"],
    startYear: 2002,
    endYear: 2023,
    engines: [
      "1.8",
      "2.0",
      "2.5",
      "2.0 Skyactiv-G",
      "2.5 Skyactiv-G",
      "2.0 D",
      "2.2 D",
      "2.2 Skyactiv-D",
    ],
  },
  {
    name: "CX-30",
    variants: ["SE-L", "Sport Lux", "GT Sport", "Exclusive-Line", "Homura"],
    startYear: 2019,
    engines: ["2.0 e-Skyactiv G", "2.0 e-Skyactiv X", "2.5 e-Skyactiv G"],
  },
  {
    name: "CX-5",
    variants: ["SE-L", "SE-L Nav", "Sport", "Sport Nav", "GT Sport", "Newground", "Homura"],
    startYear: 2012,
    engines: ["2.0 Skyactiv-G", "2.5 Skyactiv-G", "2.0 e-Skyactiv G", "2.2 Skyactiv-D"],
  },
  {
    name: "MX-5",
    variants: ["SE", "SE-L", "Sport", "Sport Tech", "GT Sport", "Exclusive-Line", "Homura", "RF"],
    startYear: 1989,
    engines: ["1.6", "1.8", "2.0", "1.5 Skyactiv-G", "2.0 Skyactiv-G"],
  },
];
