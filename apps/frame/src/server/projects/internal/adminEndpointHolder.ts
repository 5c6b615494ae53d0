import type { AdminEndpoint } from '../openAdminEndpoint'

const key = Symbol.for('latch.adminEndpoint')
type Holder = { [key]?: AdminEndpoint }

/**
 * The process's open admin endpoint, if any. On globalThis because instrumentation opens it and the
 * route handler, which Next may load as another copy of this module, answers with it.
 */
export function currentAdminEndpoint(): AdminEndpoint | undefined {
  return (globalThis as Holder)[key]
}

export function setCurrentAdminEndpoint(endpoint: AdminEndpoint | undefined): void {
  if (endpoint) (globalThis as Holder)[key] = endpoint
  else delete (globalThis as Holder)[key]
}
