import type { AccountType } from '@latch/shared-types'

/**
 * Which of an embedded user's accounts the host sees (docs/behaviour.md#entities): the one the user chose, else the
 * one the host's configuration names for eip155 (`defaultAccountTypes`), else the EOA.
 *
 * @example
 * preferredAccountType({ chosen: undefined, configured: { eip155: 'smartAccount' } }) // 'smartAccount'
 */
export function preferredAccountType(input: {
  chosen: AccountType | undefined
  configured: Readonly<Partial<Record<string, AccountType>>> | undefined
}): AccountType {
  return input.chosen ?? input.configured?.eip155 ?? 'eoa'
}
