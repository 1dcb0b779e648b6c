/** A complete, valid quote-request body; override any field. */
export function quoteForm(overrides: Record<string, unknown> = {}) {
  return {
    registration: "ab12 cde",
    make: "VOLKSWAGEN",
    model: "Golf",
    services: ["oil-service", "brake-service"],
    firstName: "Priya",
    lastName: "Shah",
    description: "Grinding noise when braking <script>alert(1)</script>",
    postcode: "sw1a1aa",
    mobile: "07700 900123",
    travelDistance: "10-miles",
    timeframe: "this-week",
    budgetRange: "100-300",
    partsPreference: "new-parts",
    ...overrides,
  };
}
