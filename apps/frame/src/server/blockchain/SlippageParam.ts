import { InputText } from '@latch/protocol'
import { limits } from '@latch/shared-types'
import { z } from 'zod'

/** The slippage a swap accepts when none is given, in percent. */
export const defaultSlippagePercent = limits.swap.defaultSlippagePercent

/** The most slippage a swap may accept, in percent: beyond it a swap is an invitation to be sandwiched. */
const maxSlippagePercent = 50

/**
 * The slippage a swap accepts, in percent of the quoted amount (a number or a numeric string, 0 to
 * 50, default 1), at a precision of a hundredth of a percent.
 *
 * @example
 * SlippageParam.parse('0.5') // 0.5
 * SlippageParam.parse(undefined) // 1
 */
export const SlippageParam = z
  .union([
    z.number(),
    z.pipe(InputText.check(z.regex(/^\d+(\.\d+)?$/, 'Expected a percentage')), z.transform(Number)),
  ])
  .pipe(z.number().min(0).max(maxSlippagePercent))
  .default(defaultSlippagePercent)
export type SlippageParam = z.infer<typeof SlippageParam>
