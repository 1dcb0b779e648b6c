import { nearbyGarage, nearbyRequest } from "@automobi/domain/schemas";
import type { SQL } from "drizzle-orm";
import { outwardCodeSql, travelReachSql, withinReachSql } from "../../db/distance.ts";
import {
  jsonMiles,
  jsonObject,
  jsonPlain,
  jsonScalar,
  jsonString,
  jsonTime,
  orNull,
} from "../../db/json-text.ts";
import type { garages, quoteRequests } from "../../db/schema/index.ts";

// The near lists' items as JSON text, written by PostgreSQL in the lists' statements
// (near-statements.ts; decisions 026 and 053).

/**
 * A garage as the list of garages near a request shows it: its JSON text, written by
 * PostgreSQL as the contract's encoder would write it (decision 026), with whether it lies
 * within `reach`, the customer's travel distance in miles.
 */
export function garageItem(garage: typeof garages, miles: SQL, reach: SQL) {
  return jsonObject(nearbyGarage.shape, {
    id: jsonPlain(garage.id),
    name: jsonString(garage.name),
    address: jsonString(garage.address),
    phone: jsonString(garage.phone),
    email: jsonString(garage.email),
    postcode: orNull(jsonString(garage.postcode)),
    serviceRadiusMiles: jsonScalar(garage.serviceRadiusMiles),
    distanceMiles: jsonMiles(miles),
    withinReach: jsonScalar(withinReachSql(miles, reach)),
  });
}

/**
 * A request as the list of open requests near a garage shows it, as JSON text: its postcode
 * district only, and whether its customer's travel distance reaches the garage.
 */
export function requestItem(request: typeof quoteRequests, miles: SQL) {
  return jsonObject(nearbyRequest.shape, {
    id: jsonPlain(request.id),
    vehicleMake: jsonString(request.vehicleMake),
    vehicleModel: jsonString(request.vehicleModel),
    vehicleRegistration: jsonString(request.vehicleRegistration),
    services: jsonString(request.services),
    status: jsonPlain(request.status),
    travelDistance: jsonPlain(request.travelDistance),
    outwardCode: jsonString(outwardCodeSql(request.postcode)),
    distanceMiles: jsonMiles(miles),
    withinReach: jsonScalar(withinReachSql(miles, travelReachSql(request.travelDistance))),
    createdAt: jsonTime(request.createdAt),
  });
}
