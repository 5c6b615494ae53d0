export function findUntranslatedText(source: string, fileName?: string): { line: number; text: string }[]
