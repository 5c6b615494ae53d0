import type { SiwxSession } from '@latch/shared-types'

/**
 * Whether `session` signs in the account `caipAddress` (CAIP-10, the address in any case) on its
 * chain, and is within its time bounds at `now`.
 *
 * @example
 * sessionMatches(session, 'eip155:31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 */
export function sessionMatches(
  session: SiwxSession | undefined,
  caipAddress: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!session || !caipAddress) return false
  const [namespace, reference, address] = caipAddress.split(':')
  const { data } = session
  if (!address || data.chainId !== `${namespace}:${reference}`) return false
  if (data.accountAddress.toLowerCase() !== address.toLowerCase()) return false
  if (data.expirationTime !== undefined && !(now.getTime() < Date.parse(data.expirationTime))) return false
  if (data.notBefore !== undefined && !(now.getTime() >= Date.parse(data.notBefore))) return false
  return true
}
