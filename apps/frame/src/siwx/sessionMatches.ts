import type { SiwxSession } from '@latch/shared-types'

/**
 * Whether `session` signs in the account `account` (CAIP-10; an eip155 address in any case, a
 * base58 one exactly), or one of several accounts, on its chain, and is within its time bounds at
 * `now`. The visitor is signed in while any of the connected accounts holds the session
 * (docs/namespaces.md#sign-in-with-solana).
 *
 * @example
 * sessionMatches(session, 'eip155:31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * sessionMatches(session, ['eip155:31337:0xf39f…', 'solana:localnet:4AFA…']) // true
 */
export function sessionMatches(
  session: SiwxSession | undefined,
  account: string | readonly string[] | undefined,
  now: Date = new Date(),
): boolean {
  if (!session || !account) return false
  if (typeof account !== 'string') return account.some((one) => sessionMatches(session, one, now))
  const [namespace, reference, address] = account.split(':')
  const { data } = session
  if (!address || data.chainId !== `${namespace}:${reference}`) return false
  const same =
    namespace === 'eip155'
      ? data.accountAddress.toLowerCase() === address.toLowerCase()
      : data.accountAddress === address
  if (!same) return false
  if (data.expirationTime !== undefined && !(now.getTime() < Date.parse(data.expirationTime))) return false
  if (data.notBefore !== undefined && !(now.getTime() >= Date.parse(data.notBefore))) return false
  return true
}
