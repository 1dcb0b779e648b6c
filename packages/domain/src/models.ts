import { AUDI_MODELS } from "./catalogue/audi.ts";
import { BMW_MODELS } from "./catalogue/bmw.ts";
import { FORD_MODELS } from "./catalogue/ford.ts";
import { SEAT_MODELS } from "./catalogue/seat.ts";
import { SKODA_MODELS } from "./catalogue/skoda.ts";
import { VAUXHALL_MODELS } from "./catalogue/vauxhall.ts";
import type { VehicleModel } from "./catalogue/vehicle-model.ts";
import { VOLKSWAGEN_MODELS } from "./catalogue/volkswagen.ts";

export type { VehicleModel } from "./catalogue/vehicle-model.ts";

/** The catalogue's makes, spelt as the vehicle lookup returns them. */
export const MAKES = ["VOLKSWAGEN", "BMW", "AUDI", "FORD", "VAUXHALL", "SEAT", "SKODA"] as const;
export type Make = (typeof MAKES)[number];

export const MAKE_LABELS: Readonly<Record<Make, string>> = {
  VOLKSWAGEN: "Volkswagen",
  BMW: "BMW",
  AUDI: "Audi",
  FORD: "Ford",
  VAUXHALL: "Vauxhall",
  SEAT: "SEAT",
  SKODA: "Skoda",
};

export const MODEL_CATALOGUE: Readonly<Record<Make, readonly VehicleModel[]>> = {
  VOLKSWAGEN: VOLKSWAGEN_MODELS,
  BMW: BMW_MODELS,
  AUDI: AUDI_MODELS,
  FORD: FORD_MODELS,
  VAUXHALL: VAUXHALL_MODELS,
  SEAT: SEAT_MODELS,
  SKODA: SKODA_MODELS,
};

const ALIASES: Readonly<Record<string, Make>> = { VW: "VOLKSWAGEN", VOLKSWAGON: "VOLKSWAGEN" };

/** 'Volkswagen', 'vw', 'Škoda' → the catalogue key; a make not in the catalogue → null. */
export function normaliseMake(make: string | null | undefined): Make | null {
  if (!make) return null;
  const key = make
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  if ((MAKES as readonly string[]).includes(key)) return key as Make;
  return ALIASES[key] ?? null;
}

/** 'SKODA' → 'Skoda', 'VOLKSWAGEN' → 'Volkswagen'; a make not in the catalogue stays as given. */
export function displayMake(make: string): string {
  const key = normaliseMake(make);
  return key ? MAKE_LABELS[key] : make;
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
