import { TEXT } from './browser/pageText.js'

/** One app of bench/apps/ that the browser runs measure. */
export interface BenchApp {
  /** Folder under bench/apps/. */
  name: string
  label: string
  kind: 'ours' | 'baseline' | 'peer'
  /** Needs the peers installed under bench/node_modules. */
  needsPeers: boolean
  /** Has a modal listing wallets (the baseline has a button only). */
  hasModal: boolean
  /** Built on wagmi (a WagmiProvider around the app): the peers, and ours with @appkit/wagmi. */
  onWagmi: boolean
  /** The text that shows once connected, when not the Connect button's (TEXT.connectedAddress). */
  connectedText?: string
}

/** The apps of the comparison, ours first; every one has one Connect button. */
export const BENCH_APPS: readonly BenchApp[] = [
  {
    name: 'appkit',
    label: 'ours (@appkit)',
    kind: 'ours',
    needsPeers: false,
    hasModal: true,
    onWagmi: false,
  },
  {
    name: 'baseline',
    label: 'React + viem',
    kind: 'baseline',
    needsPeers: false,
    hasModal: false,
    onWagmi: false,
  },
  // Ours as a wagmi app writes it; wagmi and React Query come from bench/node_modules.
  {
    name: 'appkit-wagmi',
    label: 'ours + wagmi',
    kind: 'ours',
    needsPeers: true,
    hasModal: true,
    onWagmi: true,
    // Connected once wagmi's useAccount has the address, not when our button shows it.
    connectedText: TEXT.wagmiAccount,
  },
  {
    name: 'reown',
    label: 'Reown AppKit',
    kind: 'peer',
    needsPeers: true,
    hasModal: true,
    onWagmi: true,
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit',
    kind: 'peer',
    needsPeers: true,
    hasModal: true,
    onWagmi: true,
  },
  {
    name: 'connectkit',
    label: 'ConnectKit',
    kind: 'peer',
    needsPeers: true,
    hasModal: true,
    onWagmi: true,
  },
]

/**
 * Our per-package variants, each adding one package to the one before: the bytes a package
 * adds when enabled are the difference. `appkit` is the full minimal app; the plugins come after it.
 */
export const OUR_VARIANTS: readonly { name: string; label: string }[] = [
  { name: 'variants/react', label: 'React + a button' },
  { name: 'variants/kernel', label: '+ @appkit/kernel (createAppKit)' },
  { name: 'variants/eip155', label: '+ @appkit/eip155 (.use(eip155()))' },
  { name: 'appkit', label: '+ @appkit/ui (provider, ConnectButton)' },
  { name: 'variants/analytics', label: '+ @appkit/analytics (.use(analytics()))' },
  { name: 'variants/devtools', label: '+ @appkit/devtools (plugin and panel)' },
]
