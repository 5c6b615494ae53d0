import { describe, expect, it } from 'vitest'
import { accountOfSession, type SessionView } from './accountOfSession'

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const peer = {
  metadata: { name: 'Test Wallet', url: 'https://wallet.example', icons: ['https://wallet.example/i.png'] },
}

function session(accounts: string[], metadata: SessionView['peer']['metadata'] = peer.metadata): SessionView {
  return { namespaces: { eip155: { accounts } }, peer: { metadata } }
}

describe('accountOfSession', () => {
  it('takes the first account on one of the networks, checksummed, with the wallet metadata', () => {
    expect(
      accountOfSession(session([`eip155:1:${address}`, `eip155:31338:${address}`]), [
        { id: 31337 },
        { id: 31338 },
      ]),
    ).toEqual({
      address: checksummed,
      chainId: 31338,
      peer: { name: 'Test Wallet', url: 'https://wallet.example', icons: ['https://wallet.example/i.png'] },
    })
  })

  it('falls back to the first account when none is on the networks', () => {
    expect(
      accountOfSession(session([`eip155:1:${address}`, `eip155:10:${address}`]), [{ id: 31337 }])?.chainId,
    ).toBe(1)
  })

  it('prefers the chain the dapp switched to, if the session covers it', () => {
    const accounts = [`eip155:31337:${address}`, `eip155:31338:${address}`]
    expect(accountOfSession(session(accounts), [{ id: 31337 }, { id: 31338 }], 31338)?.chainId).toBe(31338)
    expect(accountOfSession(session(accounts), [{ id: 31337 }, { id: 31338 }], 5)?.chainId).toBe(31337)
  })

  it('skips malformed and non-EVM accounts', () => {
    const accounts = ['solana:abc:xyz', 'eip155:x:0x1', 'eip155:31337:0x123', `eip155:31337:${address}`]
    expect(accountOfSession(session(accounts), [{ id: 31337 }])?.address).toBe(checksummed)
  })

  it('has no EVM account where the session has none, and keeps its other accounts', () => {
    expect(accountOfSession(session([]), [{ id: 31337 }]).address).toBeUndefined()
    const solana = 'solana:localnet:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    const solanaOnly = accountOfSession({ namespaces: { solana: { accounts: [solana] } }, peer }, [
      { id: 31337 },
    ])
    expect(solanaOnly).toMatchObject({ solanaAccounts: [solana], peer: { name: 'Test Wallet' } })
    expect(solanaOnly.chainId).toBeUndefined()
  })

  it('keeps only well-typed metadata', () => {
    expect(
      accountOfSession(session([`eip155:31337:${address}`], { name: 7, url: '', icons: ['a', 3, ''] }), [])
        ?.peer,
    ).toEqual({
      name: '',
      icons: ['a'],
    })
  })
})

describe('the Solana accounts beside the EVM one', () => {
  const solana = 'solana:localnet:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
  const withSolana = (accounts: string[]): SessionView => ({
    namespaces: { eip155: { accounts: [`eip155:31337:${address}`] }, solana: { accounts } },
    peer,
  })

  it('lists the well-formed CAIP-10 Solana accounts of the session, once each', () => {
    expect(
      accountOfSession(
        withSolana([
          solana,
          solana,
          'solana:localnet:0x1234',
          'eip155:1:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
          `${solana}:extra`,
        ]),
        [{ id: 31337 }],
      )?.solanaAccounts,
    ).toEqual([solana])
  })

  it('has none when the session has no Solana account', () => {
    expect(accountOfSession(withSolana([]), [{ id: 31337 }])).not.toHaveProperty('solanaAccounts')
    expect(accountOfSession(session([`eip155:31337:${address}`]), [{ id: 31337 }])).not.toHaveProperty(
      'solanaAccounts',
    )
  })
})
