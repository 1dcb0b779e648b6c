import { CATALOGUE_MAKES } from "./catalogue/makes.ts";
import type { VehicleModel } from "./catalogue/vehicle-model.ts";

export type { VehicleModel } from "./catalogue/vehicle-model.ts";

/** The catalogue's makes, spelt as the vehicle lookup returns them, in the make list's order. */
export type Make = (typeof CATALOGUE_MAKES)[number]["key"];
export const MAKES: readonly Make[] = CATALOGUE_MAKES.map((make) => make.key);

export const MAKE_LABELS = Object.fromEntries(
  CATALOGUE_MAKES.map((make) => [make.key, make.label]),
) as Readonly<Record<Make, string>>;

export const MODEL_CATALOGUE = Object.fromEntries(
  CATALOGUE_MAKES.map((make) => [make.key, make.models]),
) as Readonly<Record<Make, readonly VehicleModel[]>>;

/** Letters and digits only: 'Mercedes Benz', 'MERCEDES-BENZ' and 'Škoda' compare as typed. */
function compact(make: string): string {
  return make
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

const ALIASES: Readonly<Record<string, Make>> = {
  VW: "VOLKSWAGEN",
  VOLKSWAGON: "VOLKSWAGEN",
  MERCEDES: "MERCEDES-BENZ",
  ALFA: "ALFA ROMEO",
  RANGEROVER: "LAND ROVER",
  MGMOTOR: "MG",
  MGMOTORUK: "MG",
};

const BY_COMPACT_NAME: ReadonlyMap<string, Make> = new Map<string, Make>([
  ...MAKES.map((make): [string, Make] => [compact(make), make]),
  ...Object.entries(ALIASES),
]);

/** 'Volkswagen', 'vw', 'Škoda', 'Mercedes Benz' → the catalogue key; any other make → null. */
export function normaliseMake(make: string | null | undefined): Make | null {
  if (!make) return null;
  return BY_COMPACT_NAME.get(compact(make)) ?? null;
}

/** Short all-capital words in a make are initials ('BYD', 'GWM', 'TVR') and stay so. */
const INITIALS_MAX_LENGTH = 3;

function titleCaseWord(word: string): string {
  if (word.length <= INITIALS_MAX_LENGTH) return word;
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/**
 * A stored make as people write it: the catalogue's label ('SKODA' → 'Skoda',
 * 'MERCEDES-BENZ' → 'Mercedes-Benz', 'BMW' → 'BMW'). A make outside the catalogue typed in
 * mixed case stays as typed ('McLaren'); one in capitals, as lookups answer, is written in
 * title case with short initials kept ('ASTON MARTIN' → 'Aston Martin', 'BYD' → 'BYD').
 */
export function displayMake(make: string): string {
  const key = normaliseMake(make);
  if (key) return MAKE_LABELS[key];
  const text = make.trim().replace(/\s+/g, " ");
  if (text !== text.toUpperCase()) return text;
  return text.replace(/[A-Z]+/g, titleCaseWord);
}

export interface ModelSuggestion {
  readonly make: Make;
  readonly model: string;
  readonly variant?: string;
  /** 'Golf' for the model alone, 'Golf GTI' for a variant. */
  readonly label: string;
}

export interface ModelSuggestionQuery {
  readonly make: string | null | undefined;
  /** The vehicle's year; models not on sale that year are left out. */
  readonly year?: number | null;
  /** Case-insensitive substring of the model name or of "model variant". */
  readonly query?: string | null;
  /** Upper bound for models still on sale; defaults to this year. */
  readonly currentYear?: number;
}

function onSaleIn(model: VehicleModel, year: number, currentYear: number): boolean {
  return year >= model.startYear && year <= (model.endYear ?? currentYear);
}

/**
 * Suggestions for the model picker: for each model of the make, one entry for
 * the model alone followed by one per variant, in catalogue order. An entry is
 * kept when its label contains the query, so 'golf' keeps Golf and every Golf
 * variant while 'gti' and 'golf gti' keep only Golf GTI.
 */
export function suggestModels(search: ModelSuggestionQuery): ModelSuggestion[] {
  const make = normaliseMake(search.make);
  if (!make) return [];
  const currentYear = search.currentYear ?? new Date().getFullYear();
  const year = search.year;
  const needle = (search.query ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  const suggestions: ModelSuggestion[] = [];
  for (const model of MODEL_CATALOGUE[make]) {
    if (typeof year === "number" && Number.isFinite(year) && !onSaleIn(model, year, currentYear))
      continue;
    const entries: ModelSuggestion[] = [
      { make, model: model.name, label: model.name },
      ...model.variants.map((variant) => ({
        make,
        model: model.name,
        variant,
        label: `${model.name} ${variant}`,
      })),
    ];
    suggestions.push(...entries.filter((entry) => entry.label.toLowerCase().includes(needle)));
  }
  return suggestions;
}

/** The catalogue entry for a make and model name (case-insensitive), if any. */
export function findModel(make: string, modelName: string): VehicleModel | null {
  const key = normaliseMake(make);
  if (!key) return null;
  const name = modelName.trim().toLowerCase();
  return MODEL_CATALOGUE[key].find((model) => model.name.toLowerCase() === name) ?? null;
}
