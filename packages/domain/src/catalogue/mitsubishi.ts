import type { VehicleModel } from "./vehicle-model.ts";

export const MITSUBISHI_MODELS: readonly VehicleModel[] = [
  {
    name: "ASX",
    variants: ["2", "3", "4", "5", "Juro", "ZC-H", "First Edition"],
    startYear: 2010,
    engines: ["1.6", "2.0", "1.8 DI-D", "2.2 DI-D", "1.6 DI-D", "1.3 Mild Hybrid", "1.6 Hybrid"],
  },
  {
    name: "Eclipse Cross",
    variants: ["2", "3", "4", "First Edition", "Dynamic", "Exceed"],
    startYear: 2018,
    engines: ["1.5 Turbo", "2.2 DI-D", "2.4 PHEV"],
  },
  {
    name: "L200",
    variants: ["4Life", "Titan", "Warrior", "Barbarian", "Animal", "Trojan", "Series 6"],
    startYear: 1986,
    engines: ["2.5 TD", "2.5 DI-D", "2.4 DI-D", "2.2 DI-D"],
  },
  {
    name: "Outlander",
    variants: ["GX2", "GX3", "GX4", "GX4h", "GX5h", "Juro", "Design", "Exceed", "Commercial"],
    startYear: 2003,
    engines: ["2.0", "2.4", "2.0 PHEV", "2.4 PHEV", "2.0 DI-D", "2.2 DI-D"],
  },
  {
    name: "Shogun",
    variants: ["Equippe", "Classic", "Elegance", "Warrior", "SG2", "SG3", "SG4", "Barbarian"],
    startYear: 1983,
    endYear: 2019,
    engines: ["3.0 V6", "3.5 V6", "3.8 V6", "2.5 TD", "2.8 TD", "3.2 DI-D"],
  },
];
