import type { LatchOptions } from '../LatchOptions'

/**
 * The options the default instance is made with when `getLatch` gets none: the script-tag build
 * fills them from its own `<script>` element.
 *
 * @example
 * defaultOptions.current = readScriptOptions(document.currentScript as HTMLScriptElement)
 */
export const defaultOptions: { current: LatchOptions } = { current: {} }
