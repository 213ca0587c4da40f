import { type Adapter, type Feature, featureAppServer, type Template } from './catalog.js'

const NEXT_KIT_HOLDER =
  '- `src/app/AppKitApp.tsx`: the client component that holds the kit (one per tab; on the server,\n  one per request render, so requests share nothing) and renders the connect button.'

const NOTES: Record<Template, Record<Adapter, readonly string[]>> = {
  'vite-react': {
    none: [],
    wagmi: [
      '- `src/main.tsx`: wraps the app in `WagmiProvider` (its config from `createWagmi(kit)` in\n  `src/appkit.config.ts`) and `QueryClientProvider`.',
      "- `src/AccountCard.tsx`, `src/SignPanel.tsx`: wagmi's hooks (`useConnection`, wagmi 3's name\n  for `useAccount`; `useBalance`; `useSignMessage`).",
    ],
    ethers: [
      '- `src/useEthers.ts`: the ethers adapter (`createEthers(kit)` in `src/appkit.config.ts`), made\n  in the browser, and the address it reports through `subscribe`.',
      '- `src/SignPanel.tsx`: signs with `(await ethers.getSigner()).signMessage(...)`.',
    ],
  },
  'next-app': {
    none: [NEXT_KIT_HOLDER],
    wagmi: [
      "- `src/app/layout.tsx`: reads the request's wagmi cookies and hands them to `Providers`.",
      "- `src/app/Providers.tsx`: the client component that holds the kit, wagmi's config\n  (`createWagmi(kit)`, server-rendering mode with cookie storage) and the query cache (one per\n  tab; on the server, one per request render, so requests share nothing). It starts wagmi from\n  the cookies (`cookieToInitialState`), so the server's HTML already shows a returning\n  visitor's account.",
      "- `src/app/AccountCard.tsx`, `src/app/SignPanel.tsx`: wagmi's hooks (`useConnection`, wagmi\n  3's name for `useAccount`; `useBalance`; `useSignMessage`).",
    ],
    ethers: [
      NEXT_KIT_HOLDER,
      '- `src/app/useEthers.ts`: the ethers adapter (`createEthers(kit)` in `src/appkit.config.ts`),\n  made in the browser only, and the address it reports through `subscribe`.',
      '- `src/app/SignPanel.tsx`: signs with `(await ethers.getSigner()).signMessage(...)`.',
    ],
  },
}

/**
 * The generated README's notes on the app's own source files, which differ with the template, the
 * adapter and the features that give the app its own server. Each note starts with a newline: the
 * README's `{{appFileNotes}}` ends the line before, so no notes leave no empty line.
 */
export function renderAppFileNotes(
  template: Template,
  adapter: Adapter,
  features: readonly Feature[] = [],
): string {
  const serverNotes = features.flatMap(
    (feature) => featureAppServer(feature, template)?.notes ?? [],
  )
  return [...NOTES[template][adapter], ...serverNotes].map((note) => `\n${note}`).join('')
}
