import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './Providers'

export const metadata: Metadata = {
  title: '{{appName}}',
  description: 'An AppKit app',
}

/**
 * wagmi's cookies only (its storage key is 'wagmi'): what Providers needs to start from the
 * visitor's connection. The visitor's other cookies stay out of the page.
 */
function wagmiCookies(cookie: string | null): string {
  return (cookie ?? '')
    .split('; ')
    .filter((pair) => pair.startsWith('wagmi.'))
    .join('; ')
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = wagmiCookies((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie}>{children}</Providers>
      </body>
    </html>
  )
}
