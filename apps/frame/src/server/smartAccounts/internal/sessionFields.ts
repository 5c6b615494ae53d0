import { InputText } from '@latch/protocol'
import { maxPermissionsPerGrant } from '@latch/protocol/permissionParams'
import { z } from 'zod'
import { hexBytes } from './UserOperationParam'

/**
 * A permissions context (pci): 0x and the grant's 32-byte permission ids (at most a grant's
 * permissions), given back lower-case.
 *
 * @example
 * Pci.parse(`0x${'ab'.repeat(32)}`)
 */
export const Pci = z.pipe(
  InputText.check(z.maxLength(2 + 64 * maxPermissionsPerGrant)).check(
    z.regex(/^0x([0-9a-fA-F]{64})+$/, 'Expected 0x and one or more 32-byte permission ids'),
  ),
  z.transform((value) => value.toLowerCase() as `0x${string}`),
)

/** The permission ids a pci names, in order. */
export function permissionIds(pci: `0x${string}`): `0x${string}`[] {
  return (pci.slice(2).match(/.{64}/g) ?? []).map((id) => `0x${id}` as const)
}

/** An account's signature: 65 bytes from an EOA, more from a smart account (ERC-1271, ERC-6492 wrapped). */
export const AccountSignature = hexBytes(4_096).refine((value) => value.length > 2, 'Expected a signature')

/** A chain id as a number or as CAIP-2 `eip155:<n>`, given back as the number. */
export const ChainIdParam = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.pipe(
    InputText.check(z.regex(/^(eip155:)?[1-9]\d{0,15}$/, 'Expected a chain id such as eip155:31337')),
    z.transform((value) => Number(value.replace('eip155:', ''))),
  ),
])

/** The text an account signs to record a grant with this server. */
export const recordSessionMessage = (pci: string) => `Record Latch session ${pci}`
/** The text an account signs to revoke a grant at this server (docs/behaviour.md#calls). */
export const revokeSessionMessage = (pci: string) => `Revoke Latch session ${pci}`
