import type { Make } from "@automobi/domain";
import { LookupError, type VehicleDetails, type VehicleLookupProvider } from "./provider.ts";

export interface OfflineVehicle {
  registration: string;
  make: Make;
  /** Null for the one plate that answers as the DVLA service does: a make and no model. */
  model: string | null;
  year: number;
  fuelType: string;
  colour: string;
}

/**
 * The default provider, so the product can be tried with no DVSA or DVLA account.
 * These are INVENTED plates for trying the product, not real vehicles. Each is in the
 * current format; its age identifier matches the year ('12' March 2012, '66' September
 * 2016) and the model was on sale that year. Listed in the README. One plate answers without a
 * model, the way the DVLA service always does, so that path of the form can be tried too.
 */
export const OFFLINE_VEHICLES: readonly OfflineVehicle[] = [
  {
    registration: "AB12CDE",
    make: "VOLKSWAGEN",
    model: "Golf",
    year: 2012,
    fuelType: "Petrol",
    colour: "Silver",
  },
  {
    registration: "BD19KLM",
    make: "BMW",
    model: "3 Series",
    year: 2019,
    fuelType: "Diesel",
    colour: "Black",
  },
  {
    registration: "CF66NPR",
    make: "FORD",
    model: "Fiesta",
    year: 2016,
    fuelType: "Petrol",
    colour: "Red",
  },
  {
    registration: "DG65TUV",
    make: "VAUXHALL",
    model: "Corsa",
    year: 2015,
    fuelType: "Petrol",
    colour: "White",
  },
  {
    registration: "EH18WXY",
    make: "AUDI",
    model: "A3",
    year: 2018,
    fuelType: "Diesel",
    colour: "Grey",
  },
  {
    registration: "FJ70ABD",
    make: "SKODA",
    model: "Octavia",
    year: 2020,
    fuelType: "Diesel",
    colour: "Blue",
  },
  {
    registration: "GK67CEF",
    make: "SEAT",
    model: "Leon",
    year: 2017,
    fuelType: "Petrol",
    colour: "White",
  },
  {
    registration: "HL14GHJ",
    make: "FORD",
    model: "Focus",
    year: 2014,
    fuelType: "Diesel",
    colour: "Blue",
  },
  {
    registration: "KM73LMN",
    make: "VOLKSWAGEN",
    model: "Polo",
    year: 2023,
    fuelType: "Petrol",
    colour: "Green",
  },
  {
    registration: "LN15MKE",
    make: "FORD",
    model: null,
    year: 2015,
    fuelType: "Petrol",
    colour: "Grey",
  },
];

export function createOfflineProvider(today: () => Date = () => new Date()): VehicleLookupProvider {
  return {
    name: "offline",
    async lookup(registration) {
      const vehicle = OFFLINE_VEHICLES.find((v) => v.registration === registration);
      if (!vehicle) throw new LookupError("not_found", "not in the offline list");
      const details: VehicleDetails = {
        ...vehicle,
        motDueDate: nextMotDue(vehicle, today()),
        source: "offline",
      };
      return details;
    },
  };
}

/**
 * An invented vehicle has no MOT record, so its due date follows the rule instead of going
 * stale in a fixed list: first MOT at three years from registration (1 March for a '12'
 * plate, 1 September for a '62'), then each year on that date.
 */
function nextMotDue(vehicle: OfflineVehicle, today: Date): string {
  const month = Number(vehicle.registration.slice(2, 4)) >= 51 ? "09" : "03";
  const todayIso = today.toISOString().slice(0, 10);
  let year = vehicle.year + 3;
  while (`${year}-${month}-01` < todayIso) year += 1;
  return `${year}-${month}-01`;
}
