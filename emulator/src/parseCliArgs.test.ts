import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './parseCliArgs.js'

describe('parseCliArgs', () => {
  it('defaults to API 4100 and chains 31337 on 8545 and 1337 on 8546', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'start',
      options: {
        apiPort: 4100,
        chains: [
          { chainId: 31337, name: 'Hardhat', port: 8545 },
          { chainId: 1337, name: 'Localhost', port: 8546 },
        ],
      },
    })
  })

  it('has a flag for every port, 0 included', () => {
    const command = parseCliArgs([
      '--api-port',
      '0',
      '--chain-31337-port',
      '9545',
      '--chain-1337-port=0',
    ])
    expect(command).toMatchObject({
      kind: 'start',
      options: {
        apiPort: 0,
        chains: [
          { chainId: 31337, port: 9545 },
          { chainId: 1337, port: 0 },
        ],
      },
    })
  })

  it('reads project ids, the state file and logging', () => {
    expect(
      parseCliArgs([
        '--project-id',
        'a',
        '--project-id',
        'b',
        '--state-file',
        '/tmp/x.json',
        '--log-rpc',
      ]),
    ).toMatchObject({
      options: { projectIds: ['a', 'b'], stateFile: '/tmp/x.json', logRpc: true },
    })
    expect(parseCliArgs(['--no-state-file', '--cwd', '/tmp'])).toMatchObject({
      options: { stateFile: false, cwd: '/tmp' },
    })
  })

  it('reads the analytics database folder', () => {
    expect(parseCliArgs(['--analytics-data-dir', '/tmp/analytics'])).toMatchObject({
      options: { analyticsDataDir: '/tmp/analytics' },
    })
    expect(parseCliArgs([])).not.toHaveProperty('options.analyticsDataDir')
  })

  it('answers --help and -h', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' })
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' })
  })

  it('rejects bad ports and unknown flags', () => {
    expect(() => parseCliArgs(['--api-port', '70000'])).toThrow(
      "--api-port must be a port number from 0 to 65535, got '70000'",
    )
    expect(() => parseCliArgs(['--chain-1337-port', 'x'])).toThrow('--chain-1337-port must be')
    expect(() => parseCliArgs(['--port', '1'])).toThrow()
  })

  it('reads the swap stand-in (a swap network id), or no pool with --no-swaps', () => {
    expect(parseCliArgs(['--swap-stand-in', '137'])).toMatchObject({
      options: { swapStandInChainId: 137 },
    })
    expect(parseCliArgs(['--no-swaps'])).toMatchObject({ options: { swapStandInChainId: false } })
    expect(parseCliArgs([])).not.toHaveProperty('options.swapStandInChainId')
    expect(() => parseCliArgs(['--swap-stand-in', '31337'])).toThrow(
      '--swap-stand-in must be a swap network id',
    )
  })

  it('reads the Solana RPC port, or none with --no-solana', () => {
    expect(parseCliArgs(['--solana-port', '0'])).toMatchObject({ options: { solana: { port: 0 } } })
    expect(parseCliArgs(['--no-solana'])).toMatchObject({ options: { solana: false } })
    expect(parseCliArgs([])).not.toHaveProperty('options.solana')
    expect(() => parseCliArgs(['--solana-port', 'x'])).toThrow('--solana-port must be')
  })
})
