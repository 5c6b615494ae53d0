import english from '@/i18n/compiled/en/approve'

/**
 * The sighash types an input may be signed with, in the visitor's language (`t`, the approve room,
 * English by default): the names as Bitcoin writes them, joined by the language's "or".
 *
 * @example
 * sighashText(['SIGHASH_NONE']) // 'SIGHASH_NONE'
 * sighashText(['SIGHASH_NONE', 'SIGHASH_SINGLE'], de.approve) // 'SIGHASH_NONE oder SIGHASH_SINGLE'
 */
export function sighashText(
  names: readonly string[],
  t: (typeof english)['approve'] = english.approve,
): string {
  return names.reduce((joined, name) => t.sighashOr({ first: joined, second: name }))
}
