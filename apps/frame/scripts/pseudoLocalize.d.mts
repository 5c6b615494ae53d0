import type { Token } from '@messageformat/parser'

export const pseudoLetters: RegExp
export function pseudoText(text: string): string
export function pseudoMessage(message: string): string
export function serializeMessage(
  tokens: Token[],
  text?: (value: string) => string,
  inPlural?: boolean,
): string
export function pseudoCatalogue(
  english: Record<string, Record<string, string>>,
): Record<string, Record<string, string>>
