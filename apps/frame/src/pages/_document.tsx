import { type DocumentProps, Head, Html, Main, NextScript } from 'next/document'
import { embedDocument } from '@/embed/embedDocument'
import { embedClientFiles } from '@/server/embed/embedClientFiles'
import { jsonForScriptElement } from '@/server/embed/jsonForScriptElement'
import { SocialMarkSymbols } from '@/server/embed/SocialMarkSymbols'

/**
 * The Pages Router's document: `lang` as the App Router's root layout sets it. /embed gets no
 * script of Next's: its own client, with the chunks it imports named up front, and its props
 * (docs/embed-client.md).
 */
export default function Document({ __NEXT_DATA__: data }: DocumentProps) {
  const embed = data.page === '/embed' ? embedClientFiles() : undefined
  return (
    <Html lang="en">
      <Head>
        {embed?.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {embed && <script type="module" src={embed.entry} />}
      </Head>
      <body>
        {embed && <SocialMarkSymbols />}
        <Main />
        {embed && (
          <script
            id={embedDocument.propsElementId}
            type="application/json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every character that could leave the element escaped.
            dangerouslySetInnerHTML={{ __html: jsonForScriptElement(data.props.pageProps) }}
          />
        )}
        <NextScript />
      </body>
    </Html>
  )
}
