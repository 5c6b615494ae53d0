import { describe, expect, it } from 'vitest'
import { passkeyRelyingParty } from './passkeyRelyingParty'

describe('passkeyRelyingParty', () => {
  it("is the frame's origin, whose host is the relying-party id", () => {
    expect(passkeyRelyingParty({ LATCH_FRAME_ORIGIN: 'https://frame.example/' })).toEqual({
      origin: 'https://frame.example',
      rpId: 'frame.example',
      rpName: 'Latch',
    })
  })

  it('moves an IP address of the frame to localhost on the same port, as browsers refuse IP ids', () => {
    expect(passkeyRelyingParty({})).toMatchObject({ origin: 'http://localhost:3000', rpId: 'localhost' })
    expect(passkeyRelyingParty({ LATCH_FRAME_ORIGIN: 'http://[::1]:3001' })).toMatchObject({
      origin: 'http://localhost:3001',
    })
  })

  it('takes LATCH_PASSKEY_ORIGIN as it is', () => {
    expect(
      passkeyRelyingParty({
        LATCH_FRAME_ORIGIN: 'http://127.0.0.1:3000',
        LATCH_PASSKEY_ORIGIN: 'https://id.example',
      }),
    ).toMatchObject({ origin: 'https://id.example', rpId: 'id.example' })
  })
})
