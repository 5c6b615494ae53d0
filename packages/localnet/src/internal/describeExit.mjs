/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit
 */

/**
 * @param {Exit} exit
 * @returns {string}
 */
export function describeExit({ code, signal }) {
  return signal ? `killed by ${signal}` : `exit code ${code}`
}
