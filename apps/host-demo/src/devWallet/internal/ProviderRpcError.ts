/**
 * An EIP-1193 provider error: dapps and wagmi switch on the numeric `code` (4001 rejected,
 * 4100 unauthorized, 4200 unsupported, 4901 chain unreachable, 4902 unknown chain).
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
