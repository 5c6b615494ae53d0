import { escapeHtml } from '../../internal/escapeHtml.mjs'

/**
 * The document around the provider's own pages. `body` must already be safe HTML; the title is
 * escaped here.
 * @param {string} title
 * @param {string} body
 * @returns {string}
 */
export function htmlPage(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:2rem 1rem}
main{max-width:22rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 .5rem}
p{margin:0 0 1rem;color:#52525b}
form{margin:0}
ul{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.5rem}
button{width:100%;font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #d4d4d8;background:#fff;cursor:pointer;text-align:left}
button:hover,button:focus-visible{background:#f4f4f5}
button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.cancel{text-align:center;color:#b91c1c}
small{display:block;color:#71717a}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
