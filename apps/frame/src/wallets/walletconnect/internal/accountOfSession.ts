import { isAddress as isSolanaAddress } from '@solana/kit'
import { getAddress, isAddress } from 'viem'
import type { WalletConnectAccount } from '../WalletConnectConnector'
import { parseChainId } from './parseChainId'

/** The parts of a WalletConnect session this reads. */
export type SessionView = {
  namespaces: Record<string, { accounts: string[] } | undefined>
  peer: { metadata: { name?: unknown; url?: unknown; icons?: unknown } }
}

/**
 * The accounts a session connects, and its wallet's metadata: its EVM account on `preferredChainId`
 * if the session has one there (the chain the dapp last switched to), else on the first of
 * `networks` the session covers, else the session's first (none where it has no EVM account), with
 * the session's Solana accounts beside it (the well-formed CAIP-10 ones).
 *
 * @example
 * accountOfSession(session, [{ id: 31337 }]) // { address: '0xf39F…', chainId: 31337, peer: { name: 'Wallet', icons: [] } }
 */
export function accountOfSession(
  session: SessionView,
  networks: readonly { id: number }[],
  preferredChainId?: number,
): WalletConnectAccount {
  const accounts = Object.entries(session.namespaces)
    .filter(([key]) => key === 'eip155' || key.startsWith('eip155:'))
    .flatMap(([, namespace]) => namespace?.accounts ?? [])
    .map(parseAccount)
    .filter((account) => account !== undefined)
  const chosen =
    accounts.find((account) => account.chainId === preferredChainId) ??
    accounts.find((account) => networks.some((network) => network.id === account.chainId)) ??
    accounts[0]
  const { name, url, icons } = session.peer.metadata
  const solanaAccounts = solanaAccountsOf(session)
  return {
    ...chosen,
    ...(solanaAccounts.length > 0 && { solanaAccounts }),
    peer: {
      name: typeof name === 'string' ? name : '',
      ...(typeof url === 'string' && url ? { url } : {}),
      icons: Array.isArray(icons) ? icons.filter((icon) => typeof icon === 'string' && icon !== '') : [],
    },
  }
}

/** A CAIP-10 account, `eip155:<chain id>:<address>`. */
function parseAccount(caipAccount: string): { address: `0x${string}`; chainId: number } | undefined {
  const [namespace, reference, address] = caipAccount.split(':')
  const chainId = parseChainId(reference)
  if (namespace !== 'eip155' || chainId === undefined || !address || !isAddress(address, { strict: false }))
    return undefined
  return { address: getAddress(address), chainId }
}

/**
 * The CAIP-10 accounts of the session's `namespace` (`<namespace>:<reference>:<address>`) that
 * `accepts` takes, given the account's CAIP-2 network and address, each once.
 *
 * @example
 * sessionAccountsOf(session, 'near', (network) => network === 'near:testnet') // ['near:testnet:alice.testnet']
 */
export function sessionAccountsOf(
  session: Pick<SessionView, 'namespaces'>,
  namespace: string,
  accepts: (network: string, address: string) => boolean,
): string[] {
  const accounts = (session.namespaces[namespace]?.accounts ?? []).filter((account) => {
    const parts = account.split(':')
    if (parts.length !== 3 || parts[0] !== namespace) return false
    const [, reference = '', address = ''] = parts
    return accepts(`${namespace}:${reference}`, address)
  })
  return [...new Set(accounts)]
}

/**
 * The session's Solana accounts: the CAIP-10 ones of its solana namespace whose address is a
 * base58 public key.
 *
 * @example
 * solanaAccountsOf(session) // ['solana:localnet:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96']
 */
export function solanaAccountsOf(session: Pick<SessionView, 'namespaces'>): string[] {
  return sessionAccountsOf(
    session,
    'solana',
    (network, address) => /^solana:[-_a-zA-Z0-9]{1,32}$/.test(network) && isSolanaAddress(address),
  )
}
