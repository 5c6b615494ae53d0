import { nep413Hash } from '@latch/protocol/nep413Hash'
import { PublicKey } from '@near-js/crypto'
import { expect, type Page } from '@playwright/test'
import { base64 } from '@scure/base'

/** The message the host demo's "Sign in with NEAR" asks for (NEP-413), for its own host name. */
export const hostNearMessage = 'Latch host demo: sign in with NEAR'

/**
 * The host demo's answer to "Sign in with NEAR" is a NEP-413 signature by the implicit account
 * `accountId` (whose key is the account) of its message, for `localhost` and the nonce it chose, as
 * near-api-js verifies it, and for no other recipient.
 */
export async function expectNearSignatureOf(page: Page, accountId: string) {
  const result = page.getByTestId('near-signature')
  await expect(result).toHaveText(/^\{"accountId"/)
  const signed = JSON.parse((await result.textContent()) ?? '') as {
    accountId: string
    publicKey: string
    signature: string
  }
  const nonce = base64.decode((await result.getAttribute('data-nonce')) ?? '')
  expect(signed.accountId).toBe(accountId)
  const key = PublicKey.fromString(signed.publicKey)
  expect(Buffer.from(key.data).toString('hex')).toBe(accountId)
  const signature = base64.decode(signed.signature)
  expect(key.verify(nep413Hash({ message: hostNearMessage, recipient: 'localhost', nonce }), signature)).toBe(
    true,
  )
  expect(
    key.verify(nep413Hash({ message: hostNearMessage, recipient: 'app.example', nonce }), signature),
  ).toBe(false)
}
