/** The sign-in the demo asks Latch for. */
type DemoSiwx = { required: boolean; statement: string }

/**
 * The sign-in mode of this page: `?siwx=required` or `?siwx=optional` turn on sign-in with the
 * wallet; without it (or with another value) the demo only connects.
 */
export function siwxFromSearch(search: string): DemoSiwx | undefined {
  const mode = new URLSearchParams(search).get('siwx')
  if (mode !== 'required' && mode !== 'optional') return undefined
  return { required: mode === 'required', statement: 'Sign in to the Latch host demo.' }
}
