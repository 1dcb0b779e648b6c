import type { VehicleModel } from "./vehicle-model.ts";

export const BMW_MODELS: readonly VehicleModel[] = [
  {
    name: "1 Series",
    variants: ["ES", "SE", "Sport", "M Sport", "M135i", "M140i"],
    startYear: 2004,
    engines: ["116i", "118i", "120i", "128ti", "116d", "118d", "120d", "123d", "M135i", "M140i"],
  },
  {
    name: "3 Series",
    variants: ["ES", "SE", "Sport", "M Sport", "M340i", "M340d"],
    startYear: 1975,
    engines: [
      "316i",
      "318i",
      "320i",
      "330i",
      "316d",
      "318d",
      "320d",
      "330d",
      "330e",
      "M340i",
      "M340d",
    ],
  },
  {
    name: "5 Series",
    variants: ["SE", "Sport", "M Sport", "M550i"],
    startYear: 1972,
    engines: ["520i", "523i", "530i", "540i", "520d", "525d", "530d", "530e", "M550i"],
  },
  {
    name: "X1",
    variants: ["SE", "Sport", "xLine", "M Sport"],
    startYear: 2009,
    engines: [
      "sDrive18i",
      "sDrive20i",
      "sDrive18d",
      "xDrive18d",
      "xDrive20d",
      "xDrive23d",
      "xDrive25e",
      "xDrive30e",
    ],
  },
  {
    name: "X3",
    variants: ["SE", "xLine", "M Sport", "M40i", "M40d"],
    startYear: 2004,
    engines: ["xDrive20i", "xDrive30i", "xDrive20d", "xDrive30d", "xDrive30e", "M40i", "M40d"],
  },
];
