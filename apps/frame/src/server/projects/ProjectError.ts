import { BaseError } from '@latch/protocol'

/**
 * A project command that cannot be done as asked: the project does not exist, or a value is
 * invalid. The message is for the person who typed the command; `kind` lets the admin endpoint
 * answer 404 or 400.
 *
 * @example
 * throw new ProjectError('unknown-project', 'Unknown project "nope"')
 */
export class ProjectError extends BaseError {
  override name = 'ProjectError' as const
  readonly kind: 'unknown-project' | 'invalid'

  constructor(kind: ProjectError['kind'], message: string) {
    super(message)
    this.kind = kind
  }
}
