import { describe, expect, it } from 'vitest'
import { parseFrame } from './parseFrame.mjs'

describe('parseFrame', () => {
  it('reads a request, keeping an id too big for a double exact', () => {
    expect(
      parseFrame(
        '{"id":1795271433395335680,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
      ),
    ).toEqual({
      kind: 'request',
      id: 1795271433395335680n,
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
    expect(parseFrame('{"id":"1795271433395335680","jsonrpc":"2.0","method":"irn_publish"}')).toEqual({
      kind: 'request',
      id: '1795271433395335680',
      method: 'irn_publish',
      params: undefined,
    })
  })

  it('reads an ack, the result of one of its own requests', () => {
    expect(parseFrame('{"id":"1795271418855000000n","jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 1795271418855000000n,
    })
    expect(parseFrame('{"id":7,"jsonrpc":"2.0","error":{"code":1,"message":"no"}}')).toEqual({
      kind: 'response',
      id: 7,
    })
  })

  it('tells what is wrong with anything else, with the id when there is one', () => {
    expect(parseFrame('not json')).toEqual({
      kind: 'invalid',
      id: null,
      code: -32700,
      message: 'Parse error: not JSON',
    })
    expect(parseFrame('{"id":1,')).toMatchObject({ kind: 'invalid', id: null, code: -32700 })
    expect(parseFrame('"a string"')).toMatchObject({ kind: 'invalid', id: null, code: -32600 })
    expect(parseFrame('[{"id":1,"method":"irn_publish"}]')).toMatchObject({
      kind: 'invalid',
      id: null,
      code: -32600,
    })
    expect(parseFrame('null')).toMatchObject({ kind: 'invalid', id: null, code: -32600 })
    expect(parseFrame('{"id":3,"method":42}')).toMatchObject({ kind: 'invalid', id: 3, code: -32600 })
    expect(parseFrame('{"method":"irn_publish"}')).toMatchObject({
      kind: 'invalid',
      id: null,
      code: -32600,
      message: 'Invalid request: a request needs an id',
    })
    expect(parseFrame('{"id":4}')).toMatchObject({ kind: 'invalid', id: 4, code: -32600 })
  })
})
