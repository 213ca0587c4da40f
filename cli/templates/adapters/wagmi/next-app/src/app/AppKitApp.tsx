'use client'

import { ConnectButton } from '@appkit/ui'
import { AccountCard } from './AccountCard'
import { SignPanel } from './SignPanel'

/** The page's wallet parts; the kit and wagmi's config are in Providers (the root layout). */
export function AppKitApp({ title }: { title: string }) {
  return (
    <>
      <header className="app__header">
        <h1>{title}</h1>
        <nav className="app__actions" aria-label="Wallet">
          <ConnectButton />
        </nav>
      </header>
      <main>
        <AccountCard />
        <SignPanel />
      </main>
    </>
  )
}
