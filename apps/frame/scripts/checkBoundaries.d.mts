/** The import boundaries broken by the frame's sources (path relative to src → text), one line each. */
export function findViolations(sources: Map<string, string>): string[]
/** The frame's sources as findViolations takes them. */
export function readFrameSources(src?: string): Map<string, string>
