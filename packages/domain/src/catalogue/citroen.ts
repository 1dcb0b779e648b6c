import type { VehicleModel } from "./vehicle-model.ts";

export const CITROEN_MODELS: readonly VehicleModel[] = [
  {
    name: "C1",
    variants: ["VT", "VTR", "VTR+", "Feel", "Flair", "Shine"],
    startYear: 2005,
    endYear: 2022,
    engines: ["1.0", "1.0 VTi", "1.2 PureTech", "1.4 HDi"],
  },
  {
    name: "C3",
    variants: ["VT", "VTR+", "Exclusive", "Feel", "Flair", "Shine", "Plus", "Max"],
    startYear: 2002,
    engines: ["1.1", "1.4", "1.2 PureTech", "1.4 HDi", "1.6 BlueHDi", "Electric"],
  },
  {
    name: "C3 Aircross",
    variants: ["Feel", "Flair", "Shine", "Plus", "Max"],
    startYear: 2017,
    engines: ["1.2 PureTech", "1.5 BlueHDi", "1.6 BlueHDi"],
  },
  {
    name: "C4",
    variants: ["VTR+", "Exclusive", "Feel", "Flair", "Shine", "Sense Plus"],
    startYear: 2004,
    engines: ["1.4", "1.6", "1.6 HDi", "1.2 PureTech", "1.5 BlueHDi", "Electric"],
  },
  {
    name: "C5 Aircross",
    variants: ["Feel", "Flair", "Shine", "Plus", "Max"],
    startYear: 2019,
    engines: ["1.2 PureTech", "1.6 PureTech", "1.5 BlueHDi", "2.0 BlueHDi", "1.6 Plug-in Hybrid"],
  },
  {
    name: "Berlingo",
    variants: ["Multispace", "Feel", "Flair", "XTR", "Plus", "Max"],
    startYear: 1996,
    engines: ["1.6", "1.6 HDi", "1.2 PureTech", "1.5 BlueHDi", "Electric"],
  },
];
