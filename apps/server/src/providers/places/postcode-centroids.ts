import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type GeoPoint, outwardCode, postcodeSector } from "@automobi/domain";

/**
 * Where UK postcodes lie, offline: the centroids of every postcode district (3,076) and sector
 * (12,259), shipped with the server (reference/uk-postcode-centroids, Open Government Licence
 * v3.0, its README gives the source and the attribution the About page shows). Read once per
 * process on first use, about 0.4 MB; nothing is asked of a network service.
 */
const FOLDER = fileURLToPath(new URL("../../../reference/uk-postcode-centroids/", import.meta.url));

/** Where a postcode was placed: its sector's centroid, else its district's. */
export interface Located extends GeoPoint {
  precision: "sector" | "district";
}

let tables: { sectors: Map<string, GeoPoint>; districts: Map<string, GeoPoint> } | null = null;

/** `code,latitude,longitude,postcodes` rows, after a header line. */
function readTable(file: string): Map<string, GeoPoint> {
  const points = new Map<string, GeoPoint>();
  const lines = readFileSync(`${FOLDER}${file}`, "utf8").split("\n");
  for (const line of lines.slice(1)) {
    const [code, latitude, longitude] = line.split(",");
    if (!code || latitude === undefined || longitude === undefined) continue;
    points.set(code, { latitude: Number(latitude), longitude: Number(longitude) });
  }
  return points;
}

function loaded() {
  tables ??= { sectors: readTable("sectors.csv"), districts: readTable("outcodes.csv") };
  return tables;
}

/**
 * Places a UK postcode: its sector's centroid when the sector is known, else its district's,
 * else null ("not located": a valid postcode of a sector or district newer than the data is not
 * an error; whatever has it simply shows no distance until it is located). Null too for what is
 * not a UK postcode.
 */
export function locatePostcode(postcode: string): Located | null {
  const sector = postcodeSector(postcode);
  const district = outwardCode(postcode);
  if (!sector || !district) return null;
  const { sectors, districts } = loaded();
  const inSector = sectors.get(sector);
  if (inSector) return { ...inSector, precision: "sector" };
  const inDistrict = districts.get(district);
  return inDistrict ? { ...inDistrict, precision: "district" } : null;
}
