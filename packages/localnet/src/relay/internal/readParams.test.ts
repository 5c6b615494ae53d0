import { describe, expect, it } from 'vitest'
import { RpcError } from './RpcError.mjs'
import { readParams } from './readParams.mjs'

const topic = 'e'.repeat(64)

describe('readParams', () => {
  it('reads fields, with their defaults', () => {
    const read = readParams(
      { topic, message: 'm', ttl: 300, tag: 1108, attestation: 'a', list: [1, 2] },
      'irn_publish',
    )
    expect(read.topic('topic')).toBe(topic)
    expect(read.string('message')).toBe('m')
    expect(read.ttlSeconds('ttl', 60)).toBe(300)
    expect(read.ttlSeconds('missing', 60)).toBe(60)
    expect(read.tag('tag')).toBe(1108)
    expect(read.tag('missing')).toBe(0)
    expect(read.optionalString('attestation')).toBe('a')
    expect(read.optionalString('missing')).toBe('')
    expect(read.list('list', 2)).toEqual([1, 2])
  })

  it('fails with an invalid-params error naming the method and the field', () => {
    const read = readParams(
      { topic: 'short', message: '', ttl: 1.5, tag: -1, attestation: 3, list: [1, 2, 3] },
      'irn_publish',
    )
    const failures = [
      () => read.topic('topic'),
      () => read.string('message'),
      () => read.ttlSeconds('ttl', 60),
      () => read.tag('tag'),
      () => read.optionalString('attestation'),
      () => read.list('list', 2),
    ]
    for (const failure of failures) {
      expect(failure).toThrow(RpcError)
      expect(failure).toThrow(/^Invalid params: irn_publish \w+ must be /)
    }
    expect(() => read.topic('topic')).toThrow('Invalid params: irn_publish topic must be 64 hex characters')
    expect(() => read.string('message')).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('takes only an object', () => {
    for (const params of [undefined, null, 'x', [topic]]) {
      expect(() => readParams(params, 'irn_subscribe')).toThrow(
        'Invalid params: irn_subscribe takes an object',
      )
    }
  })
})
