/**
 * The providers the sandbox plays. The same ids and names as `onrampProviders` of
 * packages/shared-types/src/OnrampProvider.ts, which this plain-Node package cannot import (it is
 * TypeScript); sandboxProviders.test.ts keeps the two in step.
 * @type {readonly { id: 'sandpay' | 'harbor', name: string }[]}
 */
export const sandboxProviders = [
  { id: 'sandpay', name: 'Sandpay' },
  { id: 'harbor', name: 'Harbor' },
]
