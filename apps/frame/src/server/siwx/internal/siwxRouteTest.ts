import { devAccounts } from '@latch/localnet/devAccounts'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createTestServices, type TestServices } from '../../testing/createTestServices'

/**
 * What a test file of the SIWX routes stands on: services over a fresh test database (no chains),
 * filled in before its first test and closed after its last, their clock set to `now` before each
 * test; and dev accounts 0 and 1 as the signers alice and bob. Call it once, at the top of the file.
 *
 * @example
 * const { services, alice } = siwxRouteTest(new Date('2030-01-01T12:00:00Z'))
 */
export function siwxRouteTest(now: Date) {
  // The hooks fill this object in place, so that the file can hold on to it from the start.
  const services = {} as TestServices
  beforeAll(async () => {
    Object.assign(services, await createTestServices())
  }, 60_000)
  beforeEach(() => services.setNow(now))
  afterAll(() => services.close())
  const [alice, bob] = devAccounts.map((account) => privateKeyToAccount(account.privateKey)) as [
    PrivateKeyAccount,
    PrivateKeyAccount,
  ]
  return { services, alice, bob }
}
