import { startEmulator } from '@appkit/emulator'

/**
 * The emulator every bench run uses: its project API and one Hardhat chain (31337) on free
 * ports, no state file, no log. `solana: false` where a run needs no Solana chain.
 */
export function startBenchEmulator(options: { solana?: false } = {}) {
  return startEmulator({
    apiPort: 0,
    chains: [{ chainId: 31337, name: 'Hardhat', port: 0 }],
    stateFile: false,
    log: () => {},
    ...options,
  })
}
