import { displayMake } from "./makes.ts";
import { displayRegistration } from "./registration.ts";

/** A word of a model: 'a3' and 'cx-5' are codes, 'GTI' initials, 'jazz' and 'GOLF' names. */
function modelWord(word: string): string {
  if (/\d/.test(word)) return word.toUpperCase();
  return word.split("-").map(namePart).join("-");
}

function namePart(part: string): string {
  if (part.length <= 3 && part === part.toUpperCase()) return part;
  return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
}

/**
 * A model as people write it: one typed all in lower case or all in capitals gets the usual
 * capitals ('jazz' → 'Jazz', 'GOLF GTI' → 'Golf GTI', '3 series' → '3 Series', 'a3' → 'A3');
 * one typed in mixed case stays as typed ('iX3', 'Mégane').
 */
export function displayModel(model: string): string {
  const text = model.trim().replace(/\s+/g, " ");
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return text;
  return text.replace(/[\p{L}\d]+(?:-[\p{L}\d]+)*/gu, modelWord);
}

/** 'Volkswagen Golf', as people write a car. */
export function displayVehicle(vehicle: { vehicleMake: string; vehicleModel: string }): string {
  return `${displayMake(vehicle.vehicleMake)} ${displayModel(vehicle.vehicleModel)}`.trim();
}

/** 'Volkswagen Golf (AB12 CDE)': the car and its plate, as staff read them. */
export function displayVehicleWithRegistration(vehicle: {
  vehicleMake: string;
  vehicleModel: string;
  vehicleRegistration: string;
}): string {
  return `${displayVehicle(vehicle)} (${displayRegistration(vehicle.vehicleRegistration)})`;
}

/**
 * Time since an instant in hours, minutes and seconds ('3h 05m 12s', or '05m 12s' under an
 * hour), and whether it has reached an hour (the admin dashboard shows that in red).
 */
export function elapsedSince(since: Date, now: Date): { text: string; hasHours: boolean } {
  const totalSeconds = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  const rest = `${pad(minutes)}m ${pad(seconds)}s`;
  return hours > 0
    ? { text: `${hours}h ${rest}`, hasHours: true }
    : { text: rest, hasHours: false };
}

/**
 * A mean response time in hours and minutes: 138.4 → '2h 18m', 45 → '45m', 0.4 → 'under 1m';
 * null (no data) → '—'.
 */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return "—";
  const whole = Math.round(minutes);
  if (whole < 1) return "under 1m";
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}
