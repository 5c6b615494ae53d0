import { Head, Html, Main, NextScript } from 'next/document'

/** The Pages Router's document: `lang` as the App Router's root layout sets it. */
export default function Document() {
  return (
    <Html lang="en">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
