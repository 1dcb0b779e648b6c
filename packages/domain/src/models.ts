import { CATALOGUE_MODELS } from "./catalogue/models-by-make.ts";
import type { VehicleModel } from "./catalogue/vehicle-model.ts";
import { type Make, normaliseMake } from "./makes.ts";

export type { VehicleModel } from "./catalogue/vehicle-model.ts";

/** Each catalogue make's models, in the order the model list shows them. */
export const MODEL_CATALOGUE: Readonly<Record<Make, readonly VehicleModel[]>> = CATALOGUE_MODELS;

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
