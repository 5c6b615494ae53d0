import { CustomWalletOption } from '@latch/protocol'
import { z } from 'zod'

/**
 * A wallet a project adds to the catalogue (docs/behaviour.md#entities Configuration `customWallets`): the host's
 * CustomWalletOption without `rdns`. Strict, so that a mistyped key in projects.json or the project
 * CLI is reported rather than dropped. The links are kept as given: the catalogue sanitises every
 * link it serves, whatever its source.
 */
const { rdns: _rdns, ...customWalletFields } = CustomWalletOption.shape
export const CustomWallet = z.strictObject(customWalletFields)
export type CustomWallet = z.infer<typeof CustomWallet>
