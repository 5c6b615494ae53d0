import fc from 'fast-check'

/** The part of a JSON Schema (as zod's toJSONSchema writes it) that inputs are generated from. */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  additionalProperties?: JsonSchema | boolean
  /** A record's key schema. */
  propertyNames?: JsonSchema
}

type ArbitraryOptions = {
  /** Values known to be valid for a property of that name (an address, a chain id…), offered often. */
  samples?: Readonly<Record<string, readonly unknown[]>>
}

function nestedDeep(depth: number): unknown {
  let value: unknown = 'leaf'
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

/** Strings a stranger sends to break things: control characters, broken Unicode, injections, sizes. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'latch-dev\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  'line\nbreak',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u202e\u200b\ufeff',
  '%00',
  '%FF',
  '%ED%A0%80',
  "'; drop table names; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection is what it tries
  '${7*7}{{7*7}}',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '0x',
  `0x${'f'.repeat(64)}`,
  'eip155:9007199254740993',
  'eip155:31337:0x',
  'x'.repeat(10_000),
  '\u{1f600}'.repeat(300),
]

/** Values of every other kind: wrong types, extreme numbers, deep and prototype-laden objects. */
const hostileValues: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'),
  nestedDeep(2_000),
  Array.from({ length: 2_000 }, (_, index) => index),
]

const hostile = fc.oneof(fc.constantFrom(...hostileStrings), fc.constantFrom(...hostileValues))

// zod's pattern for InputText says nothing a string generator needs: any text is worth sending.
const isTextPattern = (pattern: string) => pattern.startsWith('^(?:[^\\u0000')

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === 'string' && !isTextPattern(pattern),
  )
  const maxLength = Math.min(schema.maxLength ?? 64, 256)
  const specific = patterns.at(-1)
  if (specific) return fc.stringMatching(new RegExp(specific))
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'uuid') return fc.uuid()
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength }),
    fc.string({ unit: 'binary', maxLength }),
  )
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 40)
  const max = schema.maximum ?? 2 ** 40
  return integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true })
}

/**
 * A fast-check arbitrary of inputs for a JSON Schema: mostly values of the schema's shape (so that
 * requests get past the first check), mixed with hostile ones at every level (see hostileStrings and
 * hostileValues), properties left out, and keys such as `__proto__` added; a record's keys are
 * drawn from Object.prototype's names too.
 *
 * @example
 * fc.sample(jsonSchemaArbitrary(z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' })), 5)
 */
export function jsonSchemaArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const samples = name === undefined ? undefined : options.samples?.[name]
  const shaped = shapedArbitrary(schema, options)
  return fc.oneof(
    ...(samples?.length ? [{ arbitrary: fc.constantFrom(...samples), weight: 6 }] : []),
    { arbitrary: shaped, weight: 4 },
    { arbitrary: hostile, weight: 1 },
  )
}

function shapedArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((part) => shapedArbitrary(part, options)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(jsonSchemaArbitrary(schema.items ?? {}, options), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    case 'object':
      return objectArbitrary(schema, options)
    default:
      return fc.jsonValue({ maxDepth: 3 })
  }
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const fields = Object.entries(properties).map(([key, property]) =>
    fc
      .tuple(
        fc.constant(key),
        jsonSchemaArbitrary(property, options, key),
        // A required field is left out now and then, an optional one half the time.
        fc.integer({ min: 0, max: required.has(key) ? 19 : 1 }),
      )
      .map(([name, value, keep]) => (keep === 0 ? undefined : ([name, value] as const))),
  )
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          // Keys the record accepts, so that its values are looked at, and Object.prototype's names,
          // which a lookup on a plain object would find there.
          fc.oneof(
            schema.propertyNames?.pattern
              ? fc.stringMatching(new RegExp(schema.propertyNames.pattern), { size: 'xsmall' })
              : fc.string({ maxLength: 8 }),
            fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)),
            fc.string({ maxLength: 8 }),
          ),
          jsonSchemaArbitrary(schema.additionalProperties, options),
          {
            maxKeys: 3,
          },
        )
      : fc.constant({})
  return fc
    .tuple(
      fc.tuple(...fields),
      extra,
      fc.constantFrom(undefined, undefined, undefined, '__proto__', 'constructor'),
    )
    .map(([entries, more, prototypeKey]) => {
      const object: Record<string, unknown> = { ...more }
      for (const entry of entries) if (entry) object[entry[0]] = entry[1]
      // An own property of that name, as JSON.parse makes one, not the object's prototype.
      if (prototypeKey)
        Object.defineProperty(object, prototypeKey, { value: { polluted: true }, enumerable: true })
      return object
    })
}
