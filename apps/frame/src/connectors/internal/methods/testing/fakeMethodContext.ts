import type { Address, Hex } from 'viem'
import { vi } from 'vitest'
import type { ApprovalRequest } from '@/connectors/ApprovalRequest'
import type { EmbeddedMethodContext } from '@/connectors/EmbeddedMethodContext'

export const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const smartAccount: Address = '0x1111111111111111111111111111111111111111'

/**
 * For tests only: an EmbeddedMethodContext on devnet A whose actions are spies: approvals are
 * granted (or refused with `approve`), sends and signatures answer fixed hashes, reads answer from
 * `reads`.
 *
 * @example
 * const context = fakeMethodContext({ accountType: 'smartAccount', params: [batch] })
 */
export function fakeMethodContext(
  overrides: Partial<EmbeddedMethodContext> & { reads?: Record<string, (params: unknown) => unknown> } = {},
) {
  const { reads = {}, ...rest } = overrides
  const accountType = rest.accountType ?? 'eoa'
  let sent = 0
  const context = {
    method: 'wallet_sendCalls',
    params: [],
    chainId: 31337,
    network: {
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Latch Devnet A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'http://127.0.0.1:8545',
      listed: true,
      imageUrl: '/networks/devnet.svg',
      smartAccounts: true,
      blockExplorer: { name: 'Latch Explorer', url: '/explorer/31337' },
    },
    address: accountType === 'smartAccount' ? smartAccount : owner,
    accountType,
    owner,
    smartAccount,
    smartAccountDeployed: vi.fn(async () => false),
    sponsored: true,
    approve: vi.fn(async (_request: ApprovalRequest) => undefined),
    sendSmartAccountCalls: vi.fn(async () => ({ userOpHash: `0x${'0a'.repeat(32)}` as Hex })),
    waitForUserOperation: vi.fn(),
    sendEoaTransaction: vi.fn(async () => `0x${(++sent).toString(16).padStart(64, '0')}` as Hex),
    readRpc: vi.fn(async (method: string, params?: unknown) => {
      const read = reads[method]
      if (!read) throw new Error(`No fake read for ${method}`)
      return read(params)
    }),
    showCallsStatus: vi.fn(),
    signMessage: vi.fn(async () => `0x${'51'.repeat(65)}` as Hex),
    signTypedData: vi.fn(async () => `0x${'52'.repeat(65)}` as Hex),
    signSmartAccountMessage: vi.fn(),
    api: {} as EmbeddedMethodContext['api'],
    ...rest,
  } satisfies EmbeddedMethodContext
  return context
}
