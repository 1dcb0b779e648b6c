import { describe, expect, it } from "vitest";
import {
  displayMake,
  findModel,
  MAKES,
  MODEL_CATALOGUE,
  normaliseMake,
  suggestModels,
} from "./models.ts";

const labels = (query: Parameters<typeof suggestModels>[0]) =>
  suggestModels(query).map((s) => s.label);
const modelNames = (query: Parameters<typeof suggestModels>[0]) => [
  ...new Set(suggestModels(query).map((s) => s.model)),
];

describe("model catalogue", () => {
  it("has the spec's seven makes and their models", () => {
    expect(MAKES).toEqual(["VOLKSWAGEN", "BMW", "AUDI", "FORD", "VAUXHALL", "SEAT", "SKODA"]);
    const models = Object.fromEntries(
      MAKES.map((make) => [make, MODEL_CATALOGUE[make].map((m) => m.name)]),
    );
    expect(models).toEqual({
      VOLKSWAGEN: ["Golf", "Polo", "Tiguan", "Touran", "Passat"],
      BMW: ["1 Series", "3 Series", "5 Series", "X1", "X3"],
      AUDI: ["A1", "A3", "A4", "Q3", "Q5"],
      FORD: ["Fiesta", "Focus", "Kuga", "Mondeo"],
      VAUXHALL: ["Corsa", "Astra", "Insignia"],
      SEAT: ["Ibiza", "Leon", "Ateca"],
      SKODA: ["Fabia", "Octavia", "Superb"],
    });
  });

  it("gives the Golf the spec's start year and variants", () => {
    const golf = findModel("VOLKSWAGEN", "golf");
    expect(golf?.startYear).toBe(1997);
    expect(golf?.endYear).toBeUndefined();
    expect(golf?.variants).toEqual(["S", "SE", "GT", "GTI", "GTD", "R", "Match", "Life", "Style"]);
  });

  it("gives every model variants, engines and a sane year range", () => {
    for (const make of MAKES) {
      for (const model of MODEL_CATALOGUE[make]) {
        expect(model.variants.length, model.name).toBeGreaterThan(0);
        expect(model.engines.length, model.name).toBeGreaterThan(0);
        expect(model.startYear, model.name).toBeGreaterThanOrEqual(1970);
        expect(model.endYear ?? 9999, model.name).toBeGreaterThan(model.startYear);
      }
    }
  });
});

describe("normaliseMake", () => {
  it("matches the catalogue key whatever the case or common spelling", () => {
    expect(normaliseMake("Volkswagen")).toBe("VOLKSWAGEN");
    expect(normaliseMake("vw")).toBe("VOLKSWAGEN");
    expect(normaliseMake(" bmw ")).toBe("BMW");
    expect(normaliseMake("Škoda")).toBe("SKODA");
    expect(normaliseMake("Seat")).toBe("SEAT");
  });

  it("returns null for a make outside the catalogue", () => {
    expect(normaliseMake("TOYOTA")).toBeNull();
    expect(normaliseMake("")).toBeNull();
    expect(normaliseMake(undefined)).toBeNull();
  });
});

describe("suggestModels", () => {
  it("lists only the given make's models, each alone and then with each variant", () => {
    const suggestions = suggestModels({ make: "Seat" });
    expect(new Set(suggestions.map((s) => s.make))).toEqual(new Set(["SEAT"]));
    expect(modelNames({ make: "Seat" })).toEqual(["Ibiza", "Leon", "Ateca"]);
    expect(suggestions[0]).toEqual({ make: "SEAT", model: "Ibiza", label: "Ibiza" });
    expect(suggestions[1]).toEqual({
      make: "SEAT",
      model: "Ibiza",
      variant: "S",
      label: "Ibiza S",
    });
  });

  it("gives nothing for a make outside the catalogue", () => {
    expect(suggestModels({ make: "TESLA" })).toEqual([]);
  });

  it("leaves out models not yet on sale in the vehicle's year", () => {
    expect(modelNames({ make: "VOLKSWAGEN", year: 1995 })).not.toContain("Golf");
    expect(modelNames({ make: "VOLKSWAGEN", year: 2005 })).toContain("Golf");
    expect(modelNames({ make: "VOLKSWAGEN", year: 1997 })).toContain("Golf");
    expect(modelNames({ make: "SEAT", year: 2015 })).toEqual(["Ibiza", "Leon"]);
  });

  it("leaves out models that had ended before the vehicle's year", () => {
    expect(modelNames({ make: "FORD", year: 2023 })).toContain("Fiesta");
    expect(modelNames({ make: "FORD", year: 2024, currentYear: 2026 })).toEqual(["Focus", "Kuga"]);
    expect(modelNames({ make: "FORD", year: 2022 })).toContain("Mondeo");
    expect(modelNames({ make: "VAUXHALL", year: 2024, currentYear: 2026 })).toEqual([
      "Corsa",
      "Astra",
    ]);
  });

  it("leaves out models still on sale only for years after the current one", () => {
    expect(modelNames({ make: "SEAT", year: 2031, currentYear: 2026 })).toEqual([]);
  });

  it("matches the query case-insensitively on the model or on 'model variant'", () => {
    expect(labels({ make: "VOLKSWAGEN", query: "golf gti" })).toEqual(["Golf GTI"]);
    expect(labels({ make: "VOLKSWAGEN", query: "GTI" })).toEqual(["Golf GTI", "Polo GTI"]);
    expect(labels({ make: "VOLKSWAGEN", query: "  polo   r-line " })).toEqual(["Polo R-Line"]);
    const golf = labels({ make: "VOLKSWAGEN", query: "golf" });
    expect(golf[0]).toBe("Golf");
    expect(golf).toHaveLength(10);
  });

  it("combines make, year and query", () => {
    expect(labels({ make: "bmw", year: 2003, query: "x" })).toEqual([]);
    expect(modelNames({ make: "bmw", year: 2004, query: "x" })).toEqual(["X3"]);
    expect(labels({ make: "bmw", year: 2010, query: "x1 m" })).toEqual(["X1 M Sport"]);
  });
});

describe("displayMake", () => {
  it("writes a catalogue make as people do, and leaves any other as given", () => {
    expect(displayMake("SKODA")).toBe("Skoda");
    expect(displayMake("VOLKSWAGEN")).toBe("Volkswagen");
    expect(displayMake("BMW")).toBe("BMW");
    expect(displayMake("Tesla")).toBe("Tesla");
  });
});
