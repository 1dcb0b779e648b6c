/**
 * The quote form's option lists, values in the spec's order, with UK labels.
 * Value tuples feed z.enum; the {value, label} lists feed the selects.
 */
export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** The label of a value in a list; an unknown value is shown as stored. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const TRAVEL_DISTANCES = [
  "5-miles",
  "10-miles",
  "20-miles",
  "50-miles",
  "anywhere",
] as const;
export type TravelDistance = (typeof TRAVEL_DISTANCES)[number];
export const TRAVEL_DISTANCE_OPTIONS: readonly Option<TravelDistance>[] = [
  { value: "5-miles", label: "Within 5 miles" },
  { value: "10-miles", label: "Within 10 miles" },
  { value: "20-miles", label: "Within 20 miles" },
  { value: "50-miles", label: "Within 50 miles" },
  { value: "anywhere", label: "Anywhere" },
];

export const TIMEFRAMES = ["asap", "this-week", "next-week", "this-month", "flexible"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const TIMEFRAME_OPTIONS: readonly Option<Timeframe>[] = [
  { value: "asap", label: "As soon as possible" },
  { value: "this-week", label: "This week" },
  { value: "next-week", label: "Next week" },
  { value: "this-month", label: "This month" },
  { value: "flexible", label: "I'm flexible" },
];

export const BUDGET_RANGES = ["under-100", "100-300", "300-500", "500-1000", "1000-plus"] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];
export const BUDGET_RANGE_OPTIONS: readonly Option<BudgetRange>[] = [
  { value: "under-100", label: "Under £100" },
  { value: "100-300", label: "£100 - £300" },
  { value: "300-500", label: "£300 - £500" },
  { value: "500-1000", label: "£500 - £1,000" },
  { value: "1000-plus", label: "£1,000+" },
];

export const PARTS_PREFERENCES = ["new-parts", "used-parts", "no-preference"] as const;
export type PartsPreference = (typeof PARTS_PREFERENCES)[number];
export const PARTS_PREFERENCE_OPTIONS: readonly Option<PartsPreference>[] = [
  { value: "new-parts", label: "New parts" },
  { value: "used-parts", label: "Used parts" },
  { value: "no-preference", label: "No preference" },
];

export const travelDistanceLabel = (value: string): string =>
  labelOf(TRAVEL_DISTANCE_OPTIONS, value);
export const timeframeLabel = (value: string): string => labelOf(TIMEFRAME_OPTIONS, value);
export const budgetRangeLabel = (value: string): string => labelOf(BUDGET_RANGE_OPTIONS, value);
export const partsPreferenceLabel = (value: string): string =>
  labelOf(PARTS_PREFERENCE_OPTIONS, value);
