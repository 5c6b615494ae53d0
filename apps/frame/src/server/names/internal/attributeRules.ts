// What a name's attributes may hold. Wallets and dapps show them: a URL is followed or loaded as an
// image, any other value is shown as text. Shared by the registration (which refuses a bad URL and
// cleans text) and the answers (which apply the same rules to rows stored before them).

/** An attribute key: 1 to 64 letters, digits, "_", "." or "-" (ENS text record keys such as `com.twitter`). */
export const attributeKeyPattern = /^[A-Za-z0-9_.-]{1,64}$/

export const maxAttributes = 20

// Nothing in a URL that could end an HTML attribute or hide in whitespace.
const plainUrl = /^[^\s"'<>`\\]+$/
const dataImage = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/
const ipfsUrl = /^ipfs:\/\/[A-Za-z0-9][A-Za-z0-9._~/%-]*$/

const isWebUrl = (value: string) =>
  plainUrl.test(value) && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)

/** What a URL attribute accepts, and what its refusal says. */
type UrlAttributeRule = { accepts(value: string): boolean; expected: string; maxLength: number }

/**
 * The attributes that are URLs, by key. A Map, since the keys come from callers: on a plain object
 * `constructor` or `toString` would find Object.prototype's functions (SECURITY.md, "Caller-chosen keys").
 */
export const urlAttributes: ReadonlyMap<string, UrlAttributeRule> = new Map([
  ['url', { accepts: isWebUrl, expected: 'Expected an http(s) URL', maxLength: 1024 }],
  // An image: from the web, from IPFS, or inline as a raster image (never SVG, which can carry script).
  [
    'avatar',
    {
      accepts: (value: string) => isWebUrl(value) || ipfsUrl.test(value) || dataImage.test(value),
      expected: 'Expected an http(s) or ipfs URL, or a data:image/(png|jpeg|gif|webp);base64 URL',
      maxLength: 8192,
    },
  ],
])

/** How long a text attribute may be once cleaned. */
export function maxTextLength(key: string): number {
  return key === 'description' ? 500 : 256
}

// Control characters, lone surrogates and what starts or quotes markup. An apostrophe stays: prose
// needs it ("Alice's wallet") and the frame renders attributes as text, never as HTML.
const unsafeText =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  /[\u0000-\u001f\u007f-\u009f<>"`]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * A text attribute as it may be shown: without control characters, lone surrogates, `<`, `>`, `"`
 * or backticks, trimmed.
 */
export function cleanText(value: string): string {
  return value.replace(unsafeText, '').trim()
}
