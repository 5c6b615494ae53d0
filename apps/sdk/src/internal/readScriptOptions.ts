import type { LatchOptions } from '../LatchOptions'

/**
 * Reads Latch's options from its script tag: `data-project-id`, `data-locale` (the modal's
 * language, as the `locale` option), `data-theme-mode` (as it is: the frame ignores a mode other than
 * light or dark), `data-networks` (comma-separated) and, as the frame URL, the origin the script
 * itself was loaded from.
 *
 * @example
 * // <script src="http://127.0.0.1:3000/sdk.js" data-project-id="latch-dev"></script>
 * readScriptOptions(document.currentScript as HTMLScriptElement)
 * // { projectId: 'latch-dev', frameUrl: 'http://127.0.0.1:3000', locale: undefined, themeMode: undefined, networks: undefined }
 */
export function readScriptOptions(script: HTMLScriptElement | null): LatchOptions {
  const { projectId, locale, themeMode, networks } = script?.dataset ?? {}
  return {
    projectId,
    locale,
    // The frame applies its own theme mode when this one is neither light nor dark.
    themeMode: themeMode as LatchOptions['themeMode'],
    networks: networks?.match(/[^\s,]+/g) ?? undefined,
    // A script without a src gives '', which createLatch reads as no frame URL.
    frameUrl: script?.src && new URL(script.src).origin,
  }
}
