import { afterAll, beforeAll } from 'vitest'
import { startEmulator } from '../startEmulator.js'
import type { EmulatorOptions, RunningEmulator } from '../types.js'

/**
 * A test file's emulator: started before its tests (free ports, chain 31337 only, no state file,
 * no Solana, quiet unless `options` say otherwise), stopped after them. Returns the running
 * emulator's getter.
 *
 * @example
 * const emulator = emulatorForFile()
 * it('...', () => fetch(emulator().urls.api))
 */
export function emulatorForFile(
  options: EmulatorOptions = {},
  setUp?: (emulator: RunningEmulator) => Promise<void>,
): () => RunningEmulator {
  let running: RunningEmulator | undefined
  beforeAll(async () => {
    running = await startEmulator({
      apiPort: 0,
      chains: [{ chainId: 31337, name: 'Hardhat', port: 0 }],
      stateFile: false,
      solana: false,
      log: () => {},
      ...options,
    })
    await setUp?.(running)
  }, 60_000)
  afterAll(async () => {
    await running?.stop()
  })
  return () => {
    if (!running) throw new Error('The emulator has not started: use it inside a test')
    return running
  }
}
