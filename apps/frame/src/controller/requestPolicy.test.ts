import { describe, expect, it } from 'vitest'
import { routeRequest } from './requestPolicy'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('routeRequest', () => {
  it('refuses methods off the allowed lists with 4200, before looking at the connection', () => {
    for (const connected of [true, false])
      expect(() => routeRequest({ method: 'eth_sign', params: [address, '0x00'] }, { connected })).toThrow(
        expect.objectContaining({ code: 4200 }),
      )
  })

  it('refuses malformed parameters with -32602 naming the method', () => {
    expect(() =>
      routeRequest({ method: 'personal_sign', params: ['hello', 'nope'] }, { connected: true }),
    ).toThrow(expect.objectContaining({ code: -32602, message: 'Invalid parameters for personal_sign.' }))
    expect(() =>
      routeRequest(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: 'one' }] },
        { connected: true },
      ),
    ).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('answers chain, accounts and permission methods in the frame, connected or not', () => {
    for (const connected of [true, false]) {
      expect(routeRequest({ method: 'eth_chainId' }, { connected })).toEqual({
        to: 'frame',
        method: 'eth_chainId',
      })
      expect(routeRequest({ method: 'eth_requestAccounts' }, { connected })).toEqual({
        to: 'frame',
        method: 'eth_requestAccounts',
      })
      expect(
        routeRequest(
          { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] },
          { connected },
        ),
      ).toEqual({ to: 'frame', method: 'wallet_switchEthereumChain' })
    }
  })

  it('sends everything else to the connected wallet, safe or not', () => {
    expect(routeRequest({ method: 'personal_sign', params: ['0x68', address] }, { connected: true })).toEqual(
      {
        to: 'wallet',
      },
    )
    expect(routeRequest({ method: 'eth_blockNumber' }, { connected: true })).toEqual({ to: 'wallet' })
  })

  it('answers reads from the node while disconnected, and refuses the rest with 4100', () => {
    expect(routeRequest({ method: 'eth_blockNumber' }, { connected: false })).toEqual({ to: 'node' })
    expect(() =>
      routeRequest({ method: 'personal_sign', params: ['0x68', address] }, { connected: false }),
    ).toThrow(expect.objectContaining({ code: 4100 }))
  })
})
