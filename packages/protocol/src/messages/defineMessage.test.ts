import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { protocolVersion } from '../version'
import { defineMessage } from './defineMessage'

const ping = defineMessage('ping', z.object({ n: z.number() }), z.object({ m: z.number() }))

test('keeps its type', () => {
  expect(ping.type).toBe('ping')
})

test('the request, success and error share the versioned envelope', () => {
  const envelope = { v: protocolVersion, id: 'a', type: 'ping' }
  expect(ping.request.parse({ ...envelope, payload: { n: 1 } })).toEqual({ ...envelope, payload: { n: 1 } })
  expect(ping.success.parse({ ...envelope, ok: true, payload: { m: 2 } })).toEqual({
    ...envelope,
    ok: true,
    payload: { m: 2 },
  })
  const error = { ...envelope, ok: false, error: { code: 4001, message: 'no' } }
  expect(ping.error.parse(error)).toEqual(error)
})

test('the payload schema checks the request and the result schema the success', () => {
  const envelope = { v: protocolVersion, id: 'a', type: 'ping' }
  expect(ping.request.safeParse({ ...envelope, payload: { m: 1 } }).success).toBe(false)
  expect(ping.success.safeParse({ ...envelope, ok: true, payload: { n: 1 } }).success).toBe(false)
})

test('the protocol version is 1', () => {
  expect(protocolVersion).toBe(1)
})
