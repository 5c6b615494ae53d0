import { InvalidLatchNameError } from '@/names/InvalidLatchNameError'
import { parseLatchName } from '@/names/parseLatchName'
import { ApiError } from '../../api/ApiError'

/**
 * parseLatchName for a route: a name the rules refuse is a 400 naming `parameter`, with the rules'
 * own text ("Invalid name '<name>': <reason>").
 *
 * @example
 * parseNameParameter(message.name, { parameter: 'message' }) // { label, name } or throws ApiError 400
 */
export function parseNameParameter(
  input: string,
  options: { parameter: string; allowBareLabel?: boolean },
): ReturnType<typeof parseLatchName> {
  try {
    return parseLatchName(input, options.allowBareLabel ? { allowBareLabel: true } : {})
  } catch (error) {
    if (error instanceof InvalidLatchNameError)
      throw new ApiError(400, error.message, { parameter: options.parameter })
    throw error
  }
}
