import type { AppProps } from 'next/app'
import Head from 'next/head'
import '@/app/globals.css'

/** The Pages Router's shell (only /embed): the global styles and the head the root layout gives the App Router's pages. */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <title>Latch</title>
        <meta name="description" content="Latch wallet-connection modal" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Component {...pageProps} />
    </>
  )
}
