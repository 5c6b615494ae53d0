import type { SiwxMessageData, SiwxSession } from '@latch/shared-types'

/** Dev account 0, checksummed. */
export const siwxTestAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The fields of a sign-in by dev account 0 on chain 31337 at localhost:5173, issued 2030-01-01 12:00 UTC. */
export const siwxTestData = {
  accountAddress: siwxTestAddress,
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: '2030-01-01T12:00:00.000Z',
} as const satisfies SiwxMessageData

/**
 * A session of siwxTestData that expires a week after its issue, with `data` changed. Its message
 * and signature are placeholders: for logic that reads only the data.
 *
 * @example
 * siwxTestSession({ notBefore: '2030-01-03T00:00:00.000Z' })
 */
export function siwxTestSession(data: Partial<SiwxMessageData> = {}): SiwxSession {
  return {
    data: { ...siwxTestData, expirationTime: '2030-01-08T12:00:00.000Z', ...data },
    message: 'the message',
    signature: '0xfeed',
  }
}
