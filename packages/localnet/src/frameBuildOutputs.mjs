/**
 * What `npm run build` makes that a frame server (apps/frame/server/main.mjs) cannot run without,
 * relative to the repository's root: Next's build, the /embed page's own client (built after it into
 * Next's static directory) and the API's bundle.
 *
 * @example
 * { name: 'frame', requires: frameBuildOutputs, ... }
 */
export const frameBuildOutputs = [
  'apps/frame/.next/BUILD_ID',
  'apps/frame/.next/static/embed/.vite/manifest.json',
  'apps/frame/dist/api/answerApiRequest.mjs',
]
