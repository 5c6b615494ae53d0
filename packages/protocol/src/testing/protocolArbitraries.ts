import fc from 'fast-check'
import { frameToHostMessages, hostToFrameMessages } from '../messages/catalogue'

// fast-check arbitraries of protocol messages for the fuzz tests of both ends: valid-looking
// envelopes built from the catalogue's schemas with wrong payloads, unknown types, wrong versions,
// values nested thousands deep, huge strings, prototype keys, control characters and non-plain objects.

type Catalogue = readonly { type: string; request: { shape: { payload: unknown } } }[]

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']

/**
 * A value nested `depth` levels deep, in objects or in arrays.
 *
 * @example
 * nested(10_000) // { a: { a: { … } } }
 */
export function nested(depth: number, inArrays = false): unknown {
  let value: unknown = inArrays ? [] : {}
  for (let i = 0; i < depth; i++) value = inArrays ? [value] : { a: value }
  return value
}

// Own `__proto__` keys exist only when parsed from JSON; an object literal would set the prototype.
const prototypeObjects = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
  '{"__proto__":null,"then":"x"}',
)

class Instance {
  a = 1
  get b() {
    return 2
  }
}

const nonPlainObjects = fc.constantFrom(
  () => new Date(0),
  () => new Date(Number.NaN),
  () => new Map([['a', 1]]),
  () => new Set([1]),
  () => /x/g,
  () => new Uint8Array([1, 2]),
  () => new ArrayBuffer(4),
  () => new Error('boom'),
  () => Object.create(null) as object,
  () => new Instance(),
  // biome-ignore lint/suspicious/noSparseArray: a sparse array is one of the shapes a message may take.
  () => [, 1],
  () => Object(1n) as object,
)

const controlCharacters = fc.string({
  unit: fc.constantFrom(
    '\0',
    '\u0001',
    '\u0008',
    '\u001b',
    '\u001f',
    '\u007f',
    '\u2028',
    '\ud800',
    '\ufeff',
    'a',
    '"',
    '<',
  ),
  minLength: 1,
  maxLength: 40,
})

/**
 * Strings longer than any field allows, up to `max` characters.
 *
 * @example
 * fc.sample(hugeString(10_000), 1)[0].length // 2,001 to 10,000
 */
export const hugeString = (max = 300_000) =>
  fc.tuple(fc.constantFrom('x', '0', '\0', 'é'), fc.integer({ min: 2001, max })).map(([c, n]) => c.repeat(n))

/**
 * Any value a message field might hold, the hostile ones first: nested up to 12,000 deep, huge, with
 * prototype keys or control characters, non-plain objects, and anything fast-check makes.
 *
 * @example
 * fc.assert(fc.property(nastyValue(), (value) => isProtocolError(value) === false || ...))
 */
export const nastyValue = (options: { maxDepth?: number; maxLength?: number } = {}): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.anything({
        maxDepth: 3,
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withNullPrototype: true,
        withBoxedValues: true,
        withSparseArray: true,
      }),
    },
    fc
      .tuple(fc.integer({ min: 1000, max: options.maxDepth ?? 12_000 }), fc.boolean())
      .map(([depth, inArrays]) => nested(depth, inArrays)),
    hugeString(options.maxLength),
    controlCharacters,
    prototypeObjects.map((json) => JSON.parse(json) as unknown),
    nonPlainObjects.map((make) => make()),
    fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53, '', true),
  )

const payloadKeys = (message: Catalogue[number]) => {
  const shape = (message.request.shape.payload as { shape?: Record<string, unknown> }).shape
  return Object.keys(shape ?? {})
}

/**
 * Messages of a catalogue as a hostile peer might send them, most of them invalid: valid-looking
 * envelopes whose payload has the schema's keys with wrong values, unknown types, wrong versions,
 * and anything at all in place of the message.
 *
 * @example
 * fc.assert(fc.asyncProperty(protocolMessage(hostToFrameMessages), async (message) => { … }))
 */
export function protocolMessage(
  catalogue: Catalogue,
  options: { maxDepth?: number; maxLength?: number } = {},
): fc.Arbitrary<unknown> {
  const nasty = nastyValue(options)
  const types = catalogue.map((message) => message.type)
  const id = fc.string({ minLength: 1, maxLength: 64 })
  const wrongPayload = fc.constantFrom(...catalogue).chain((message) =>
    fc.record({
      v: fc.constant(1),
      id,
      type: fc.constant(message.type),
      payload: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.dictionary(fc.constantFrom(...payloadKeys(message), ...prototypeKeys), nasty, {
            maxKeys: 4,
          }),
        },
        nasty,
      ),
    }),
  )
  const otherTypes = [...hostToFrameMessages, ...frameToHostMessages]
    .map((message) => message.type)
    .filter((type) => !types.includes(type))
  const unknownType = fc.record({
    v: fc.constant(1),
    id: fc.oneof(id, nasty),
    type: fc.oneof(fc.string(), fc.constantFrom(...otherTypes, ...prototypeKeys), nasty),
    payload: fc.oneof(fc.constant({}), nasty),
  })
  const wrongVersion = fc.record({
    v: fc.oneof(fc.constantFrom(0, 2, '1', 1.5, -1), nasty),
    id,
    type: fc.constantFrom(...types),
    payload: fc.constant({}),
  })
  return fc.oneof({ weight: 5, arbitrary: wrongPayload }, unknownType, wrongVersion, nasty)
}
