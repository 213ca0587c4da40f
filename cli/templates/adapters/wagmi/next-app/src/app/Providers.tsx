'use client'

import type { AppKit } from '@appkit/kernel'
import { AppKitProvider } from '@appkit/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import {
  createKit,
  createWagmi,
  installTestWalletIfAsked,
  mountDevtoolsIfAsked,
} from '../appkit.config'

/**
 * The kit, wagmi's config (made from the kit, so not in a server component: the kit's plugins
 * are client code) and the query cache live in this component's state: one per browser tab, and
 * on the server one per request render, so requests share nothing. wagmi starts from the
 * visitor's connection in `cookie` (wagmi's cookies, read by layout.tsx): the server's HTML and
 * the first render in the browser show the same account, and it stays while wagmi reconnects.
 */
export function Providers({ cookie, children }: { cookie: string; children: ReactNode }) {
  const [kit] = useState<AppKit>(createKit)
  const [wagmiConfig] = useState(() => createWagmi(kit).wagmiConfig)
  const [initialState] = useState(() => cookieToInitialState(wagmiConfig, cookie))
  const [queryClient] = useState(() => new QueryClient())
  useEffect(() => {
    // The emulator's test wallets with ?testWallet=1 only (see appkit.config.ts).
    void installTestWalletIfAsked()
    void mountDevtoolsIfAsked(kit)
  }, [kit])
  return (
    <WagmiProvider config={wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <AppKitProvider kit={kit}>{children}</AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
