import type { Make } from "../makes.ts";
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

/**
 * Each catalogue make's models (../makes.ts has the makes themselves, which the make list needs
 * without the models). A make missing here, or one that is not a catalogue make, fails the
 * type check.
 */
export const CATALOGUE_MODELS = {
  "ALFA ROMEO": ALFA_ROMEO_MODELS,
  AUDI: AUDI_MODELS,
  BMW: BMW_MODELS,
  CITROEN: CITROEN_MODELS,
  CUPRA: CUPRA_MODELS,
  DACIA: DACIA_MODELS,
  FIAT: FIAT_MODELS,
  FORD: FORD_MODELS,
  HONDA: HONDA_MODELS,
  HYUNDAI: HYUNDAI_MODELS,
  JAGUAR: JAGUAR_MODELS,
  JEEP: JEEP_MODELS,
  KIA: KIA_MODELS,
  "LAND ROVER": LAND_ROVER_MODELS,
  LEXUS: LEXUS_MODELS,
  MAZDA: MAZDA_MODELS,
  "MERCEDES-BENZ": MERCEDES_BENZ_MODELS,
  MG: MG_MODELS,
  MINI: MINI_MODELS,
  MITSUBISHI: MITSUBISHI_MODELS,
  NISSAN: NISSAN_MODELS,
  PEUGEOT: PEUGEOT_MODELS,
  PORSCHE: PORSCHE_MODELS,
  RENAULT: RENAULT_MODELS,
  SEAT: SEAT_MODELS,
  SKODA: SKODA_MODELS,
  SUZUKI: SUZUKI_MODELS,
  TESLA: TESLA_MODELS,
  TOYOTA: TOYOTA_MODELS,
  VAUXHALL: VAUXHALL_MODELS,
  VOLKSWAGEN: VOLKSWAGEN_MODELS,
  VOLVO: VOLVO_MODELS,
} as const satisfies Readonly<Record<Make, readonly VehicleModel[]>>;
