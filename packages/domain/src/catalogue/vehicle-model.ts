/**
 * One model of the built-in catalogue. `startYear` is the year the model name
 * first went on sale in the UK (the Golf's 1997 is the spec's own figure);
 * `endYear`, when present, is the last year it was sold new in the UK.
 */
export interface VehicleModel {
  readonly name: string;
  readonly variants: readonly string[];
  readonly startYear: number;
  readonly endYear?: number;
  readonly engines: readonly string[];
}
