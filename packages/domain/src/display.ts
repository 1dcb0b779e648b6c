import { displayMake } from "./makes.ts";
import { displayRegistration } from "./registration.ts";

/** 'Volkswagen Golf', as people write a car. */
export function displayVehicle(vehicle: { vehicleMake: string; vehicleModel: string }): string {
  return `${displayMake(vehicle.vehicleMake)} ${vehicle.vehicleModel}`.trim();
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
