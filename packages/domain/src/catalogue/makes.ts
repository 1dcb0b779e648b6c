import { ALFA_ROMEO_MODELS } from "./alfa-romeo.ts";
import { AUDI_MODELS } from "./audi.ts";
import { BMW_MODELS } from "./bmw.ts";
import { CITROEN_MODELS } from "./citroen.ts";
import { CUPRA_MODELS } from "./cupra.ts";
import { DACIA_MODELS } from "./dacia.ts";
import { FIAT_MODELS } from "./fiat.ts";
import { FORD_MODELS } from "./ford.ts";
import { HONDA_MODELS } from "./honda.ts";
import { HYUNDAI_MODELS } from "./hyundai.ts";
import { JAGUAR_MODELS } from "./jaguar.ts";
import { JEEP_MODELS } from "./jeep.ts";
import { KIA_MODELS } from "./kia.ts";
import { LAND_ROVER_MODELS } from "./land-rover.ts";
import { LEXUS_MODELS } from "./lexus.ts";
import { MAZDA_MODELS } from "./mazda.ts";
import { MERCEDES_BENZ_MODELS } from "./mercedes-benz.ts";
import { MG_MODELS } from "./mg.ts";
import { MINI_MODELS } from "./mini.ts";
import { MITSUBISHI_MODELS } from "./mitsubishi.ts";
import { NISSAN_MODELS } from "./nissan.ts";
import { PEUGEOT_MODELS } from "./peugeot.ts";
import { PORSCHE_MODELS } from "./porsche.ts";
import { RENAULT_MODELS } from "./renault.ts";
import { SEAT_MODELS } from "./seat.ts";
import { SKODA_MODELS } from "./skoda.ts";
import { SUZUKI_MODELS } from "./suzuki.ts";
import { TESLA_MODELS } from "./tesla.ts";
import { TOYOTA_MODELS } from "./toyota.ts";
import { VAUXHALL_MODELS } from "./vauxhall.ts";
import type { VehicleModel } from "./vehicle-model.ts";
import { VOLKSWAGEN_MODELS } from "./volkswagen.ts";
import { VOLVO_MODELS } from "./volvo.ts";

export interface CatalogueMake {
  /** As the DVLA and DVSA spell it, and as a request stores it: 'MERCEDES-BENZ'. */
  readonly key: string;
  /** As people write it: 'Mercedes-Benz'. */
  readonly label: string;
  readonly models: readonly VehicleModel[];
}

/**
 * The spec's seven makes (with their models exactly as the spec lists them) and the other
 * makes most common on UK roads (DfT licensed-car statistics, top 30 and two more), in the
 * order the make list shows them: alphabetical by label. Any other make is entered manually.
 */
export const CATALOGUE_MAKES = [
  { key: "ALFA ROMEO", label: "Alfa Romeo", models: ALFA_ROMEO_MODELS },
  { key: "AUDI", label: "Audi", models: AUDI_MODELS },
  { key: "BMW", label: "BMW", models: BMW_MODELS },
  { key: "CITROEN", label: "Citroen", models: CITROEN_MODELS },
  { key: "CUPRA", label: "Cupra", models: CUPRA_MODELS },
  { key: "DACIA", label: "Dacia", models: DACIA_MODELS },
  { key: "FIAT", label: "Fiat", models: FIAT_MODELS },
  { key: "FORD", label: "Ford", models: FORD_MODELS },
  { key: "HONDA", label: "Honda", models: HONDA_MODELS },
  { key: "HYUNDAI", label: "Hyundai", models: HYUNDAI_MODELS },
  { key: "JAGUAR", label: "Jaguar", models: JAGUAR_MODELS },
  { key: "JEEP", label: "Jeep", models: JEEP_MODELS },
  { key: "KIA", label: "Kia", models: KIA_MODELS },
  { key: "LAND ROVER", label: "Land Rover", models: LAND_ROVER_MODELS },
  { key: "LEXUS", label: "Lexus", models: LEXUS_MODELS },
  { key: "MAZDA", label: "Mazda", models: MAZDA_MODELS },
  { key: "MERCEDES-BENZ", label: "Mercedes-Benz", models: MERCEDES_BENZ_MODELS },
  { key: "MG", label: "MG", models: MG_MODELS },
  { key: "MINI", label: "MINI", models: MINI_MODELS },
  { key: "MITSUBISHI", label: "Mitsubishi", models: MITSUBISHI_MODELS },
  { key: "NISSAN", label: "Nissan", models: NISSAN_MODELS },
  { key: "PEUGEOT", label: "Peugeot", models: PEUGEOT_MODELS },
  { key: "PORSCHE", label: "Porsche", models: PORSCHE_MODELS },
  { key: "RENAULT", label: "Renault", models: RENAULT_MODELS },
  { key: "SEAT", label: "SEAT", models: SEAT_MODELS },
  { key: "SKODA", label: "Skoda", models: SKODA_MODELS },
  { key: "SUZUKI", label: "Suzuki", models: SUZUKI_MODELS },
  { key: "TESLA", label: "Tesla", models: TESLA_MODELS },
  { key: "TOYOTA", label: "Toyota", models: TOYOTA_MODELS },
  { key: "VAUXHALL", label: "Vauxhall", models: VAUXHALL_MODELS },
  { key: "VOLKSWAGEN", label: "Volkswagen", models: VOLKSWAGEN_MODELS },
  { key: "VOLVO", label: "Volvo", models: VOLVO_MODELS },
] as const satisfies readonly CatalogueMake[];
