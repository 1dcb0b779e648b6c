import { quoteRequestListResponse, timestamp } from "@automobi/domain/schemas";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  compileEncoder,
  encodedJson,
  responseSerializerCompiler,
} from "../../src/http/response-encoder.ts";

const createdAt = new Date("2026-11-24T14:05:06.789Z");

/** A list page as the repository hands it over: Dates, and columns the contract does not name. */
function listPage() {
  const quote = {
    id: "7d8f3f2e-2b7a-4a53-9f0e-3b2f6a1c9d10",
    pricePence: 123450,
    breakdown: { partsPence: 80000, labourPence: 22875, vatPence: 20575 },
    distanceMiles: 4.2,
    reviews: { count: 23, starsTotal: 106 },
    description: "Front pads and discs",
    estimatedDuration: null,
    warrantyInfo: "12 months",
    status: "pending",
    createdAt,
    garageId: "hidden-garage",
  };
  const request = {
    id: "0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21",
    customerEmail: "sam@example.com",
    vehicleRegistration: "LK19XRT",
    vehicleMake: "Skoda",
    vehicleModel: "Octavia",
    vehicleId: null,
    services: ["oil-service"],
    description: "Grinding from the front",
    damageType: null,
    budgetRange: "under-100",
    partsPreference: "used-parts",
    postcode: "LS6 2QR",
    mobile: "07700900000",
    phoneNumber: null,
    travelDistance: "5-miles",
    timeframe: "asap",
    availability: null,
    status: "quoted",
    isEditable: false,
    firstQuotedAt: createdAt,
    completedAt: null,
    deletedAt: null,
    createdAt,
    updatedAt: createdAt,
    quotes: [quote],
    feePaid: false,
    userId: "owner-id",
    idempotencyKey: "secret-key",
  };
  return { items: [request], pageSize: 20, total: 1, nextCursor: "abc", internal: true };
}

describe("the compiled response encoder", () => {
  it("puts on the wire exactly what zod's encode puts there, without the columns the contract leaves out", () => {
    const page = listPage();
    const wire = JSON.parse(JSON.stringify(compileEncoder(quoteRequestListResponse)(page)));
    expect(wire).toEqual(
      JSON.parse(JSON.stringify(z.encode(quoteRequestListResponse, page as never))),
    );
    expect(wire.internal).toBeUndefined();
    expect(wire.items[0].userId).toBeUndefined();
    expect(wire.items[0].idempotencyKey).toBeUndefined();
    expect(wire.items[0].quotes[0].garageId).toBeUndefined();
    expect(wire.items[0].createdAt).toBe("2026-11-24T14:05:06.789Z");
    expect(wire.items[0].quotes[0].createdAt).toBe("2026-11-24T14:05:06.789Z");
    expect(wire.items[0].completedAt).toBeNull();
  });

  it("leaves out an optional key that is missing, and keeps the order of the schema", () => {
    const schema = z.object({ b: z.string(), a: z.number().optional(), at: timestamp.optional() });
    const encode = compileEncoder(schema);
    expect(JSON.stringify(encode({ a: 1, b: "x", extra: 2 }))).toBe('{"b":"x","a":1}');
    expect(JSON.stringify(encode({ b: "x", at: createdAt }))).toBe(
      '{"b":"x","at":"2026-11-24T14:05:06.789Z"}',
    );
  });

  it("hands unions and recursive schemas to zod's own rules", () => {
    const shape = z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a"), at: timestamp }),
      z.object({ kind: z.literal("b"), n: z.number() }),
    ]);
    const encode = compileEncoder(z.array(shape));
    expect(
      encode([
        { kind: "a", at: createdAt, x: 1 },
        { kind: "b", n: 2 },
      ]),
    ).toEqual([
      { kind: "a", at: "2026-11-24T14:05:06.789Z" },
      { kind: "b", n: 2 },
    ]);
    // zod checks the union's part of the value, so a wrong one is still refused.
    expect(() => encode([{ kind: "c" }])).toThrow();

    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(
      compileEncoder(node)({ name: "a", children: [{ name: "b", children: [], x: 1 }] }),
    ).toEqual({
      name: "a",
      children: [{ name: "b", children: [] }],
    });
  });
});

describe("the API's serializer", () => {
  async function appWith(checked: boolean) {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler({ checked }));
    const schema = z.object({ id: z.uuid(), at: timestamp });
    app.get("/good", { schema: { response: { 200: schema } } }, async () => ({
      id: "0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21",
      at: createdAt,
      secret: "never on the wire",
    }));
    app.get("/wrong", { schema: { response: { 200: schema } } }, async () => ({
      id: "not-a-uuid",
      at: createdAt,
    }));
    // Answers already written as JSON text, as the database writes the customer's list.
    const text = (body: string) => async () => encodedJson<z.output<typeof schema>>(body);
    app.get(
      "/text/good",
      { schema: { response: { 200: schema } } },
      text('{"id":"0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21","at":"2026-11-24T14:05:06.789Z"}'),
    );
    app.get(
      "/text/offset-time",
      { schema: { response: { 200: schema } } },
      text('{"id":"0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21","at":"2026-11-24T14:05:06.789+00:00"}'),
    );
    app.get(
      "/text/key-order",
      { schema: { response: { 200: schema } } },
      text('{"at":"2026-11-24T14:05:06.789Z","id":"0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21"}'),
    );
    app.get(
      "/text/spaces",
      { schema: { response: { 200: schema } } },
      text('{"id" : "0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21", "at" : "2026-11-24T14:05:06.789Z"}'),
    );
    app.get(
      "/text/not-a-uuid",
      { schema: { response: { 200: schema } } },
      text('{"id":"not-a-uuid","at":"2026-11-24T14:05:06.789Z"}'),
    );
    await app.ready();
    return app;
  }

  it("answers the projection, checked or not", async () => {
    for (const checked of [false, true]) {
      const app = await appWith(checked);
      const res = await app.inject("/good");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: "0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21",
        at: "2026-11-24T14:05:06.789Z",
      });
      await app.close();
    }
  });

  it("refuses an answer that breaks its schema when checked (the tests), and sends it unchecked", async () => {
    const checked = await appWith(true);
    expect((await checked.inject("/wrong")).statusCode).toBe(500);
    await checked.close();
    const unchecked = await appWith(false);
    const res = await unchecked.inject("/wrong");
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe("not-a-uuid");
    await unchecked.close();
  });

  it("sends an answer written as JSON text as it is, checked or not", async () => {
    for (const checked of [false, true]) {
      const app = await appWith(checked);
      const res = await app.inject("/text/good");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.body).toBe(
        '{"id":"0b6c3a4e-5f1d-4c8e-9a2b-7e6d5c4b3a21","at":"2026-11-24T14:05:06.789Z"}',
      );
      await app.close();
    }
  });

  it("refuses, when checked, JSON text that is not exactly what the contract's encoding gives", async () => {
    const checked = await appWith(true);
    for (const path of [
      "/text/offset-time",
      "/text/key-order",
      "/text/spaces",
      "/text/not-a-uuid",
    ]) {
      const res = await checked.inject(path);
      expect(res.statusCode, path).toBe(500);
    }
    await checked.close();
    const unchecked = await appWith(false);
    expect((await unchecked.inject("/text/spaces")).body).toContain('"id" : ');
    await unchecked.close();
  });
});
