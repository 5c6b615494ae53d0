import { describe, expect, it } from 'vitest'
import { handshakeRefusal, refusedAncestor } from './handshakeRefusal'

const syn = { namespace: 'penpal', channel: undefined, type: 'SYN', participantId: 'a1' }
const dapp = 'https://dapp.test'
const place = (ancestorOrigins: string[]) => ({
  ancestorOrigins,
  allowed: (origin: string) => origin === dapp,
})

describe('handshakeRefusal', () => {
  it('takes the handshake of an allowed parent with only allowed pages around it', () => {
    expect(
      handshakeRefusal({ data: syn, origin: dapp, source: 'parent' }, place([dapp, dapp])),
    ).toBeUndefined()
  })

  it('names a parent that is not on the allow-list', () => {
    expect(
      handshakeRefusal(
        { data: syn, origin: 'https://evil.test', source: 'parent' },
        place(['https://evil.test']),
      ),
    ).toBe("latch: refused the handshake of https://evil.test: it is not on the project's allow-list")
    // An opaque origin (a sandboxed or data: document) is named as the browser gives it.
    expect(handshakeRefusal({ data: syn, origin: 'null', source: 'parent' }, place(['null', dapp]))).toBe(
      "latch: refused the handshake of null: it is not on the project's allow-list",
    )
  })

  it('names the outsider around an allowed parent', () => {
    expect(
      handshakeRefusal({ data: syn, origin: dapp, source: 'parent' }, place([dapp, 'https://evil.test'])),
    ).toBe(
      "latch: refused the handshake of https://dapp.test: https://evil.test holds the frame and is not on the project's allow-list",
    )
  })

  it('refuses a window that is not the parent, whatever its origin', () => {
    expect(handshakeRefusal({ data: syn, origin: dapp, source: 'other' }, place([]))).toBe(
      'latch: refused the handshake of https://dapp.test: only the page that embeds the frame may connect',
    )
  })

  it("says nothing of the frame's own opening, which a frame with no parent sends itself", () => {
    const frameOrigin = 'https://frame.test'
    expect(handshakeRefusal({ data: syn, origin: frameOrigin, source: 'self' }, place([]))).toBeUndefined()
  })

  it('says nothing of messages that open no handshake', () => {
    const evil = { origin: 'https://evil.test', source: 'parent' as const }
    for (const data of [
      null,
      'SYN',
      { type: 'SYN' },
      { namespace: 'penpal', type: 'ACK1' },
      { namespace: 'other', type: 'SYN' },
    ]) {
      expect(handshakeRefusal({ data, ...evil }, place(['https://evil.test']))).toBeUndefined()
    }
  })
})

describe('refusedAncestor', () => {
  it('names the first page around the frame that is not allowed, the parent or one further out', () => {
    expect(refusedAncestor(place([dapp, dapp]))).toBeUndefined()
    expect(refusedAncestor(place([]))).toBeUndefined()
    expect(refusedAncestor(place(['https://evil.test', dapp]))).toBe('https://evil.test')
    expect(refusedAncestor(place([dapp, 'https://evil.test', 'https://other.test']))).toBe(
      'https://evil.test',
    )
  })
})
