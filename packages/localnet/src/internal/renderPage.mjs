import { escapeHtml } from './escapeHtml.mjs'

const style = `
body { font: 16px/1.5 system-ui, sans-serif; background: #f4f5f7; color: #1b1d21; margin: 0; }
main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 2rem; box-shadow: 0 1px 4px #0002; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.25rem; }
dt { color: #5b6170; } dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
input { box-sizing: border-box; width: 100%; padding: .5rem; font: inherit; border: 1px solid #b8bdc8; border-radius: 6px; }
button { margin-top: 1.25rem; width: 100%; padding: .75rem; font: inherit; font-weight: 600; color: #fff; background: #2456d3; border: 0; border-radius: 6px; cursor: pointer; }
[role=alert] { color: #a4161a; background: #fde8e8; padding: .5rem .75rem; border-radius: 6px; }
.test { color: #5b6170; font-size: .9rem; background: #f4f5f7; padding: .5rem .75rem; border-radius: 6px; }
code { overflow-wrap: anywhere; }
`

/**
 * A whole sandbox page around `body` (HTML the caller built, with every value escaped), with the
 * inline style only: no scripts, no external assets. `lang` and `dir` say the language it is written
 * in (English, left to right, by default).
 * @example
 * renderPage({ title: 'Sandpay checkout', body: '<h1>Sandpay checkout</h1>' })
 * renderPage({ title: 'Sandpay-Kasse', body, lang: 'de' })
 * @param {{ title: string, body: string, refreshSeconds?: number, lang?: string, dir?: 'ltr' | 'rtl' }} page
 * @returns {string}
 */
export function renderPage({ title, body, refreshSeconds, lang = 'en', dir = 'ltr' }) {
  const refresh =
    refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`
}
