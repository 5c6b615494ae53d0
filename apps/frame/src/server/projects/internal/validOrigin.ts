import { OriginPattern } from '@/projects/OriginPattern'
import { ProjectError } from '../ProjectError'

/** `origin` when it is a valid origin pattern, else a ProjectError that says what is expected. */
export function validOrigin(origin: string): string {
  const parsed = OriginPattern.safeParse(origin)
  if (!parsed.success)
    throw new ProjectError(
      'invalid',
      parsed.error.issues[0]?.message ?? `Invalid origin ${JSON.stringify(origin)}`,
    )
  return parsed.data
}
