import type { SessionTypes } from '@walletconnect/types'
import { type Address, getAddress, isAddress } from 'viem'

/** What a session's namespaces grant: its account, chains and events. */
type SessionScope = { account: Address | undefined; chains: string[]; events: string[] }

const chainOfAccount = (caipAccount: string) => caipAccount.split(':').slice(0, 2).join(':')

export function readSession({ namespaces }: Pick<SessionTypes.Struct, 'namespaces'>): SessionScope {
  const all = Object.values(namespaces)
  const address = all.flatMap((namespace) => namespace.accounts)[0]?.split(':')[2] ?? ''
  return {
    account: isAddress(address, { strict: false }) ? getAddress(address) : undefined,
    chains: [
      ...new Set(all.flatMap((namespace) => namespace.chains ?? namespace.accounts.map(chainOfAccount))),
    ],
    events: [...new Set(all.flatMap((namespace) => namespace.events))],
  }
}
