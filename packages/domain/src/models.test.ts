import { describe, expect, it } from "vitest";
import { displayMake, MAKE_LABELS, MAKES, normaliseMake } from "./makes.ts";
import { findModel, MODEL_CATALOGUE, suggestModels } from "./models.ts";

const labels = (query: Parameters<typeof suggestModels>[0]) =>
  suggestModels(query).map((s) => s.label);
const modelNames = (query: Parameters<typeof suggestModels>[0]) => [
  ...new Set(suggestModels(query).map((s) => s.model)),
];

describe("model catalogue", () => {
  it("keeps the spec's seven makes with exactly the spec's models", () => {
    const spec = {
      VOLKSWAGEN: ["Golf", "Polo", "Tiguan", "Touran", "Passat"],
      BMW: ["1 Series", "3 Series", "5 Series", "X1", "X3"],
      AUDI: ["A1", "A3", "A4", "Q3", "Q5"],
      FORD: ["Fiesta", "Focus", "Kuga", "Mondeo"],
      VAUXHALL: ["Corsa", "Astra", "Insignia"],
      SEAT: ["Ibiza", "Leon", "Ateca"],
      SKODA: ["Fabia", "Octavia", "Superb"],
    } as const;
    for (const [make, models] of Object.entries(spec)) {
      expect(
        MODEL_CATALOGUE[make as keyof typeof spec].map((m) => m.name),
        make,
      ).toEqual(models);
    }
  });

  it("adds the makes most common on UK roads, at least thirty in all", () => {
    expect(MAKES.length).toBeGreaterThanOrEqual(30);
    for (const make of [
      "TOYOTA",
      "NISSAN",
      "KIA",
      "MERCEDES-BENZ",
      "PEUGEOT",
      "HYUNDAI",
      "LAND ROVER",
      "RENAULT",
      "CITROEN",
      "HONDA",
      "MINI",
      "FIAT",
      "VOLVO",
      "MAZDA",
      "TESLA",
      "MG",
    ]) {
      expect(MAKES, make).toContain(make);
    }
    expect(MODEL_CATALOGUE.TOYOTA.map((m) => m.name)).toContain("Yaris");
    expect(findModel("MERCEDES-BENZ", "c-class")?.startYear).toBe(1993);
    expect(findModel("NISSAN", "Qashqai")?.startYear).toBe(2007);
  });

  it("lists the makes alphabetically as people write them", () => {
    const labels = MAKES.map((make) => MAKE_LABELS[make]);
    expect(labels.slice(0, 4)).toEqual(["Alfa Romeo", "Audi", "BMW", "Citroen"]);
    expect(labels).toEqual(
      [...labels].sort((a, b) => a.localeCompare(b, "en-GB", { sensitivity: "base" })),
    );
    expect(new Set(MAKES).size).toBe(MAKES.length);
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
        expect(model.startYear, model.name).toBeGreaterThanOrEqual(1960);
        expect(new Set(model.variants).size, `${make} ${model.name} variants`).toBe(
          model.variants.length,
        );
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
    expect(normaliseMake("Mercedes Benz")).toBe("MERCEDES-BENZ");
    expect(normaliseMake("MERCEDES")).toBe("MERCEDES-BENZ");
    expect(normaliseMake("land rover")).toBe("LAND ROVER");
    expect(normaliseMake("Citroën")).toBe("CITROEN");
  });

  it("returns null for a make outside the catalogue", () => {
    expect(normaliseMake("ASTON MARTIN")).toBeNull();
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
    expect(suggestModels({ make: "LOTUS" })).toEqual([]);
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
  it("writes a catalogue make as people do, whatever the lookup's capitals", () => {
    expect(displayMake("SKODA")).toBe("Skoda");
    expect(displayMake("VOLKSWAGEN")).toBe("Volkswagen");
    expect(displayMake("MERCEDES-BENZ")).toBe("Mercedes-Benz");
    expect(displayMake("BMW")).toBe("BMW");
    expect(displayMake("LAND ROVER")).toBe("Land Rover");
    expect(displayMake("ALFA ROMEO")).toBe("Alfa Romeo");
    expect(displayMake("Škoda")).toBe("Skoda");
    expect(displayMake("vw")).toBe("Volkswagen");
  });

  it("writes a make in capitals outside the catalogue in title case, keeping initials", () => {
    expect(displayMake("ASTON MARTIN")).toBe("Aston Martin");
    expect(displayMake("ROLLS-ROYCE")).toBe("Rolls-Royce");
    expect(displayMake("BYD")).toBe("BYD");
    expect(displayMake("  LOTUS ")).toBe("Lotus");
  });

  it("leaves a make typed in mixed case as typed", () => {
    expect(displayMake("McLaren")).toBe("McLaren");
    expect(displayMake("DeLorean")).toBe("DeLorean");
    expect(displayMake("")).toBe("");
  });
});
