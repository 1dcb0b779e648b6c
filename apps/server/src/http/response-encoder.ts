import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError, serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";

/**
 * How an answer is put on the wire (decision 021). A route's response schema names what goes
 * out: columns it does not name are dropped, and codecs turn server values into wire values (a
 * Date into its ISO 8601 text). zod's `encode` does that while checking every value against the
 * schema (each id against the UUID pattern, each time against the ISO pattern, each string's
 * length): on a list of twenty requests with their quotes that checking was 40 % of the
 * server's CPU, to re-check values the server read from its own typed columns.
 *
 * `compileEncoder` builds, once per schema, a function that does only the projection and the
 * codecs: objects keep exactly the keys their shape names, arrays map their items, nullable and
 * optional pass null and undefined through, a codec applies its encode function. Any other kind
 * of schema (unions, defaults, transforms, records, tuples…) is handed to zod's `encode` for its
 * part of the value, so its behaviour is zod's own.
 *
 * Under NODE_ENV=test every answer also goes through zod's `encode`, which must accept it and
 * give the same JSON: the whole API suite checks both the contract and this encoder.
 */
export type Encode = (value: unknown) => unknown;

const compiled = new WeakMap<$ZodType, Encode>();

/** The projection of `schema`: what zod's `encode` answers for a valid value, without its checks. */
export function compileEncoder(schema: $ZodType): Encode {
  const known = compiled.get(schema);
  if (known) return known;
  // A recursive schema reaches itself while being compiled: it finds this forward reference.
  let encode: Encode | undefined;
  compiled.set(schema, (value) => (encode as Encode)(value));
  encode = build(schema);
  compiled.set(schema, encode);
  return encode;
}

/** zod's own encode of one part of an answer: it checks that part and throws when it is wrong. */
const byZod =
  (schema: $ZodType): Encode =>
  (value) =>
    z.encode(schema as z.ZodType, value as never);

function build(schema: $ZodType): Encode {
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "literal":
    case "enum":
    case "null":
    case "date":
    case "unknown":
    case "any":
      return (value) => value;
    case "nullable": {
      const inner = compileEncoder((def as z.core.$ZodNullableDef).innerType);
      return (value) => (value === null ? null : inner(value));
    }
    case "optional": {
      const inner = compileEncoder((def as z.core.$ZodOptionalDef).innerType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case "readonly":
      return compileEncoder((def as z.core.$ZodReadonlyDef).innerType);
    case "lazy": {
      const lazy = def as z.core.$ZodLazyDef;
      let inner: Encode | undefined;
      return (value) => {
        inner ??= compileEncoder(lazy.getter());
        return inner(value);
      };
    }
    case "array": {
      const item = compileEncoder((def as z.core.$ZodArrayDef).element);
      return (value) => (Array.isArray(value) ? value.map((v) => item(v)) : byZod(schema)(value));
    }
    case "object":
      return objectEncoder(schema, def as z.core.$ZodObjectDef);
    case "pipe":
      return codecEncoder(schema, def as z.core.$ZodPipeDef);
    default:
      return byZod(schema);
  }
}

function objectEncoder(schema: $ZodType, def: z.core.$ZodObjectDef): Encode {
  // An object that keeps unknown keys (loose or catchall) is zod's to encode.
  if (def.catchall && def.catchall._zod.def.type !== "never") return byZod(schema);
  const fields = Object.entries(def.shape).map(
    ([key, field]) => [key, compileEncoder(field)] as const,
  );
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return byZod(schema)(value);
    }
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, encode] of fields) {
      const v = source[key];
      if (v !== undefined) out[key] = encode(v);
      else if (key in source) out[key] = undefined;
    }
    return out;
  };
}

/** A codec's encode function after its output side; a plain pipe (a transform) is zod's. */
function codecEncoder(schema: $ZodType, def: z.core.$ZodPipeDef): Encode {
  const reverse = def.reverseTransform;
  if (!reverse) return byZod(schema);
  const outSide = compileEncoder(def.out);
  return (value) => {
    const payload: z.core.ParsePayload = { value, issues: [] };
    const encoded = reverse(outSide(value), payload);
    if (encoded instanceof Promise || payload.issues.length > 0) return byZod(schema)(value);
    return encoded;
  };
}

/**
 * An answer already written as JSON text, by the database (decision 026): the serializer sends
 * the text as it is, without parsing it or encoding it again. It must be exactly what the
 * route's schema would make of the same data; under `checked` the serializer proves that.
 */
export class EncodedJson {
  constructor(readonly text: string) {}
}

/**
 * `text` as a route's answer, typed as the answer its schema describes (`T`, what the handler
 * would otherwise return) so the route's typed reply accepts it.
 */
export function encodedJson<T>(text: string): T {
  return new EncodedJson(text) as unknown as T;
}

/**
 * Fastify's serializer for the API's routes. Outside tests: the compiled projection, then
 * `JSON.stringify`; an `EncodedJson` answer goes out as its text. Under `checked`
 * (NODE_ENV=test): zod's encode too, which must succeed and agree, else the answer fails as an
 * unchecked one would (ResponseSerializationError, a 500). An `EncodedJson` is then decoded by
 * the schema (every value checked against the contract) and encoded again by zod, which must
 * give back the very same text: key order, time formats and numbers included.
 */
export function responseSerializerCompiler(options: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = resolveSchema(route.schema);
    const encode = compileEncoder(schema);
    if (!options.checked) {
      return (data) => (data instanceof EncodedJson ? data.text : JSON.stringify(encode(data)));
    }
    const checkedByZod = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    const disagreement = (data: unknown, what: string, actual: string, expected: string) =>
      new ResponseSerializationError(route.method, route.url, {
        cause: new z.ZodError([
          {
            code: "custom",
            path: [],
            input: data,
            message: `${what}:\n  sent: ${actual.slice(0, 500)}\n  zod:  ${expected.slice(0, 500)}`,
          },
        ]),
      });
    return (data) => {
      if (data instanceof EncodedJson) {
        const decoded = z.safeDecode(schema as z.ZodType, JSON.parse(data.text));
        if (decoded.error) {
          throw new ResponseSerializationError(route.method, route.url, { cause: decoded.error });
        }
        const expected = checkedByZod(decoded.data) as string;
        if (data.text !== expected) {
          throw disagreement(data, "the encoded answer is not zod's encode", data.text, expected);
        }
        return data.text;
      }
      const expected = checkedByZod(data) as string;
      const actual = JSON.stringify(encode(data));
      if (actual !== expected) {
        throw disagreement(
          data,
          "the compiled encoder disagrees with zod's encode",
          actual,
          expected,
        );
      }
      return actual;
    };
  };
}

function resolveSchema(schema: unknown): $ZodType {
  if (schema instanceof z.core.$ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.core.$ZodType) return properties;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(schema)}`);
}
