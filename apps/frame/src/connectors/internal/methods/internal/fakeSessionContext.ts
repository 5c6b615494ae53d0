import { latchAccountAbi } from '@latch/contracts'
import { UserRejectedRequestError } from '@latch/protocol'
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex, zeroAddress } from 'viem'
import type { ApiCall } from '@/api/createApiClient'
import type { EmbeddedMethodContext, SmartCall } from '@/connectors/EmbeddedMethodContext'
import type { OnchainPermission } from '@/sessions/toSessionPermissions'
import { fakeMethodContext } from '../testing/fakeMethodContext'

export const owner: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const smartAccount: Address = '0x1111111111111111111111111111111111111111'

/** What a handler did through a fake EmbeddedMethodContext. */
type SessionContextLog = {
  approvals: { method: string; params: unknown; address: string }[]
  sent: (readonly SmartCall[])[]
  signed: string[]
  api: { path: string; call: ApiCall | undefined }[]
}

/**
 * fakeMethodContext for the session-permission handlers' tests: a chain whose account holds
 * `onchain` permissions (by id), an approval answered by `approve`, and an /api answered by `api`.
 * Everything the handler does is logged.
 *
 * @example
 * const { context, log } = fakeSessionContext({ method: 'wallet_grantPermissions', params })
 */
export function fakeSessionContext(options: {
  method: string
  params: unknown
  accountType?: 'eoa' | 'smartAccount'
  deployed?: boolean
  onchain?: Record<Hex, { permission: OnchainPermission; spent?: bigint; revoked?: boolean }>
  approve?: boolean
  receiptSuccess?: boolean
  api?: (path: string, call: ApiCall | undefined) => unknown
}) {
  const log: SessionContextLog = { approvals: [], sent: [], signed: [], api: [] }
  const onchain = options.onchain ?? {}
  const accountType = options.accountType ?? 'smartAccount'
  const context: EmbeddedMethodContext = fakeMethodContext({
    method: options.method,
    params: options.params,
    address: accountType === 'eoa' ? owner : smartAccount,
    accountType,
    owner,
    smartAccount,
    smartAccountDeployed: async () => options.deployed ?? true,
    async approve(request) {
      log.approvals.push({ method: request.method, params: request.params, address: request.address })
      if (options.approve === false) throw new UserRejectedRequestError()
    },
    async sendSmartAccountCalls(calls) {
      log.sent.push(calls)
      return { userOpHash: `0x${'77'.repeat(32)}` }
    },
    waitForUserOperation: async () =>
      ({ success: options.receiptSuccess ?? true }) as Awaited<
        ReturnType<EmbeddedMethodContext['waitForUserOperation']>
      >,
    sendEoaTransaction: async () => {
      throw new Error('no EOA transaction in a session test')
    },
    showCallsStatus: () => {
      throw new Error('no calls status in a session test')
    },
    async readRpc(method, params) {
      if (method !== 'eth_call') throw new Error(`unexpected read ${method}`)
      const [{ to, data }] = params as [{ to: Address; data: Hex }]
      if (to !== smartAccount || options.deployed === false) return '0x'
      const { args } = decodeFunctionData({ abi: latchAccountAbi, data })
      const state = onchain[(args as [Hex])[0]]
      return encodeFunctionResult({
        abi: latchAccountAbi,
        functionName: 'permissionOf',
        result: [
          state?.permission ?? {
            signer: zeroAddress,
            target: zeroAddress,
            selector: '0x00000000',
            token: zeroAddress,
            allowance: 0n,
            validUntil: 0,
          },
          state?.spent ?? 0n,
          state?.revoked ?? false,
        ],
      })
    },
    async signSmartAccountMessage(message) {
      log.signed.push(message)
      return '0x5151'
    },
    api: (async (path: string, call?: ApiCall) => {
      log.api.push({ path, call })
      return options.api?.(path, call)
    }) as EmbeddedMethodContext['api'],
  })
  return { context, log }
}
