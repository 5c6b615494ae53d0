import { normalize } from 'viem/ens'
import { describeEnsError } from './describeEnsError'
import { InvalidLatchNameError } from './InvalidLatchNameError'
import { latchNameZone } from './latchNameZone'
import type { NameRefusal } from './NameRefusal'

/** A name as stored: the normalised label and the full name under the zone. */
type LatchName = { label: string; name: `${string}.latch.id` }

const minLabelLength = 3
const maxLabelLength = 63

/**
 * The normalised form of a name under `.latch.id`, or an InvalidLatchNameError that says why not:
 * labels are normalised with ENSIP-15 (viem's `normalize`, which is ens-normalize), so empty labels,
 * a leading combining mark, invalid characters and confusable mixes of scripts are refused; only one
 * label under the zone, of 3 to 63 characters (code points) once normalised. The server and the
 * registration view apply the same rules, so the view says what the server would answer.
 *
 * @example
 * parseLatchName('Alice.latch.id') // { label: 'alice', name: 'alice.latch.id' }
 * parseLatchName('alice', { allowBareLabel: true }) // the same
 * parseLatchName('a_b', { allowBareLabel: true }) // throws "Invalid name 'a_b': '_' is allowed only at the start"
 */
export function parseLatchName(input: string, options: { allowBareLabel?: boolean } = {}): LatchName {
  const refuse = (refusal: NameRefusal) => new InvalidLatchNameError(input, refusal)
  const parts = input.split('.')
  if (parts.some((part) => part === '')) throw refuse({ code: 'emptyLabel' })
  const underZone = parts.length > 2 && normalizeOrNull(parts.slice(-2).join('.')) === latchNameZone
  if (!underZone && !options.allowBareLabel) throw refuse({ code: 'notUnderZone', zone: latchNameZone })
  const labels = underZone ? parts.slice(0, -2) : parts
  const [raw] = labels
  if (labels.length !== 1 || raw === undefined) throw refuse({ code: 'singleLabel', zone: latchNameZone })
  let label: string
  try {
    label = normalize(raw)
  } catch (error) {
    throw refuse(describeEnsError(error instanceof Error ? error.message : String(error)))
  }
  const length = [...label].length
  if (length < minLabelLength || length > maxLabelLength)
    throw refuse({ code: 'length', min: minLabelLength, max: maxLabelLength })
  return { label, name: `${label}.${latchNameZone}` }
}

function normalizeOrNull(name: string): string | null {
  try {
    return normalize(name)
  } catch {
    return null
  }
}
