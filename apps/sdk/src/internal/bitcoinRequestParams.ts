import { ProviderRpcError } from '@latch/protocol/errors'

/**
 * The parameters of the Bitcoin requests Latch's frame sends a page's Bitcoin wallet (its
 * `bip122_*` methods, the account named in each), as every Bitcoin adapter reads them.
 */
export type BitcoinRequestParams = {
  account?: string
  message?: string
  protocol?: 'bip322' | 'ecdsa'
  psbt?: string
  signInputs?: { address: string; index: number; sighashTypes?: number[] }[]
  broadcast?: boolean
}

/**
 * A Bitcoin request's parameters with their defaults: an empty message in BIP-322, an empty PSBT
 * with no input to sign. A PSBT to broadcast is refused (-32602): the frame reads the chain and
 * broadcasts what a wallet signed, and never asks an adapter to.
 *
 * @example
 * const { account, message, protocol } = bitcoinRequestParams(params)
 */
export function bitcoinRequestParams(params: unknown) {
  const {
    account,
    message = '',
    protocol = 'bip322',
    psbt = '',
    signInputs = [],
    broadcast,
  } = (params ?? {}) as BitcoinRequestParams
  if (broadcast) throw new ProviderRpcError(-32602, 'The wallet signs the PSBT; Latch broadcasts it.')
  return { account, message, protocol, psbt, signInputs }
}
