/** An image the public image endpoints serve: its bytes (or SVG text) and content type. */
export type Image = { body: Uint8Array<ArrayBuffer> | string; contentType: 'image/jpeg' | 'image/svg+xml' }
