import { hashMessage } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { subscriptionId } from './subscriptionId.mjs'

describe('subscriptionId', () => {
  it('names a subscription as the WalletConnect SDK does on its side', () => {
    const topic = 'c'.repeat(64)
    const clientId = 'did:key:z6MkhPWz88cjHUEDZYTJ8Y4H5h3fyHs6TzzB5hTSbpD5axaJ'
    expect(subscriptionId(topic, clientId)).toBe(hashMessage(topic + clientId))
    expect(subscriptionId(topic, clientId)).not.toBe(subscriptionId('d'.repeat(64), clientId))
  })
})
