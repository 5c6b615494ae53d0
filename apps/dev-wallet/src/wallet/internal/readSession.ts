import type { SessionTypes } from '@walletconnect/types'
import { type Address, getAddress, isAddress } from 'viem'

/** What a session's namespaces grant: its EVM, Solana, Bitcoin and NEAR accounts, chains and events. */
type SessionScope = {
  account: Address | undefined
  solanaAccount: string | undefined
  bitcoinAccount: string | undefined
  nearAccount: string | undefined
  chains: string[]
  events: string[]
}

const chainOfAccount = (caipAccount: string) => caipAccount.split(':').slice(0, 2).join(':')

export function readSession({ namespaces }: Pick<SessionTypes.Struct, 'namespaces'>): SessionScope {
  const all = Object.values(namespaces)
  const address = namespaces.eip155?.accounts[0]?.split(':')[2] ?? ''
  return {
    account: isAddress(address, { strict: false }) ? getAddress(address) : undefined,
    solanaAccount: namespaces.solana?.accounts[0]?.split(':')[2],
    bitcoinAccount: namespaces.bip122?.accounts[0]?.split(':')[2],
    nearAccount: namespaces.near?.accounts[0]?.split(':')[2],
    chains: [
      ...new Set(all.flatMap((namespace) => namespace.chains ?? namespace.accounts.map(chainOfAccount))),
    ],
    events: [...new Set(all.flatMap((namespace) => namespace.events))],
  }
}
