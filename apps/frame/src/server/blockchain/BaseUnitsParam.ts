import { InputText } from '@latch/protocol'
import { maxUint256 } from 'viem'
import { z } from 'zod'

/**
 * A token amount in base units: a positive integer written in decimal digits, at most a uint256,
 * given back as a bigint.
 *
 * @example
 * BaseUnitsParam.parse('1500000') // 1500000n
 */
export const BaseUnitsParam = z
  .pipe(
    InputText.check(z.regex(/^\d{1,78}$/, 'Expected a positive integer amount in base units')),
    z.transform((value) => BigInt(value)),
  )
  .refine(
    (value) => value > 0n && value <= maxUint256,
    'Expected a positive integer amount no larger than a uint256',
  )
export type BaseUnitsParam = z.infer<typeof BaseUnitsParam>
