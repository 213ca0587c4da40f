import { parseArgs } from 'node:util'
import { DEFAULT_API_PORT, DEFAULT_CHAINS } from './defaults.js'
import { DEFAULT_SWAP_STAND_IN_CHAIN_ID, SWAP_NETWORK_IDS } from './swaps/SWAP_DEFAULTS.js'
import type { EmulatorOptions } from './types.js'

export const CLI_USAGE = `Usage: appkit-emulator [options]

Starts AppKit's local services on 127.0.0.1 (0 as a port picks a free one).

  --api-port <port>          project API, RPC proxy and control (default ${DEFAULT_API_PORT})
${chainUsage()}
  --solana-port <port>       Solana JSON-RPC over litesvm (default 8899; free when --api-port is 0)
  --no-solana                run no Solana RPC
  --swap-stand-in <chainId>  swap network the first chain's pool answers for (default ${DEFAULT_SWAP_STAND_IN_CHAIN_ID})
  --no-swaps                 deploy no swap pool, serve no convert/* routes
  --project-id <id>          accepted project id (repeatable; default appkit-local-project)
  --cwd <dir>                folder for .appkit/emulator.json (default: current folder)
  --state-file <path>        write the URLs here instead
  --no-state-file            write no state file
  --log-rpc                  log every JSON-RPC call the chains receive
  --analytics-data-dir <dir> keep the analytics ingest's database here (default: in memory)
  -h, --help                 show this help`

function chainUsage(): string {
  return DEFAULT_CHAINS.map((chain) => {
    const flag = `  --chain-${chain.chainId}-port <port>`.padEnd(29)
    return `${flag}Hardhat node for chain ${chain.chainId} (default ${chain.port})`
  }).join('\n')
}

export type CliCommand = { kind: 'help' } | { kind: 'start'; options: EmulatorOptions }

/** Reads the CLI flags into startEmulator options; throws an Error with a readable message. */
export function parseCliArgs(args: readonly string[]): CliCommand {
  const chainFlags = DEFAULT_CHAINS.map((chain) => ({ chain, flag: `chain-${chain.chainId}-port` }))
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      'api-port': { type: 'string' },
      ...Object.fromEntries(chainFlags.map(({ flag }) => [flag, { type: 'string' as const }])),
      'project-id': { type: 'string', multiple: true },
      cwd: { type: 'string' },
      'state-file': { type: 'string' },
      'no-state-file': { type: 'boolean' },
      'log-rpc': { type: 'boolean' },
      'analytics-data-dir': { type: 'string' },
      'solana-port': { type: 'string' },
      'no-solana': { type: 'boolean' },
      'swap-stand-in': { type: 'string' },
      'no-swaps': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help === true) return { kind: 'help' }

  const flag = (name: string): unknown => Reflect.get(values, name)
  const options: EmulatorOptions = {
    apiPort: parsePort(flag('api-port'), '--api-port', DEFAULT_API_PORT),
    chains: chainFlags.map(({ chain, flag: name }) => ({
      ...chain,
      port: parsePort(flag(name), `--${name}`, chain.port),
    })),
  }
  const projectIds = flag('project-id')
  if (Array.isArray(projectIds)) options.projectIds = projectIds.map(String)
  const cwd = flag('cwd')
  if (typeof cwd === 'string') options.cwd = cwd
  const stateFile = flag('state-file')
  if (flag('no-state-file') === true) options.stateFile = false
  else if (typeof stateFile === 'string') options.stateFile = stateFile
  if (flag('log-rpc') === true) options.logRpc = true
  const analyticsDataDir = flag('analytics-data-dir')
  if (typeof analyticsDataDir === 'string') options.analyticsDataDir = analyticsDataDir
  if (flag('no-solana') === true) options.solana = false
  else if (flag('solana-port') !== undefined) {
    options.solana = { port: parsePort(flag('solana-port'), '--solana-port', 8899) }
  }
  if (flag('no-swaps') === true) options.swapStandInChainId = false
  else if (flag('swap-stand-in') !== undefined) {
    options.swapStandInChainId = parseSwapStandIn(flag('swap-stand-in'))
  }
  return { kind: 'start', options }
}

function parseSwapStandIn(value: unknown): number {
  const chainId = Number(value)
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value) || !SWAP_NETWORK_IDS.includes(chainId)) {
    throw new Error(
      `--swap-stand-in must be a swap network id (${SWAP_NETWORK_IDS.join(', ')}), got '${String(value)}'`,
    )
  }
  return chainId
}

function parsePort(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback
  const port = Number(value)
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value) || port > 65_535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got '${String(value)}'`)
  }
  return port
}
