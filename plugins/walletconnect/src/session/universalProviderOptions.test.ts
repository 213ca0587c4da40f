import { describe, expect, it } from 'vitest'
import { universalProviderOptions } from './universalProviderOptions.js'

describe('universalProviderOptions: the library never reaches walletconnect.org/com or reown.com', () => {
  const options = universalProviderOptions({
    projectId: 'p1',
    relayUrl: 'ws://127.0.0.1:4100/relay',
    storagePrefix: 'kitA',
    metadata: {
      name: 'Demo',
      description: 'd',
      url: 'http://localhost:5173',
      icons: ['https://x/i.png'],
    },
  })

  it('uses our relay, the project id and the app metadata', () => {
    expect(options.relayUrl).toBe('ws://127.0.0.1:4100/relay')
    expect(options.projectId).toBe('p1')
    expect(options.metadata).toEqual({
      name: 'Demo',
      description: 'd',
      url: 'http://localhost:5173',
      icons: ['https://x/i.png'],
    })
  })

  it('turns telemetry (pulse) and the HTTP provider ping off', () => {
    expect(options.telemetryEnabled).toBe(false)
    expect(options.disableProviderPing).toBe(true)
  })

  it('keys the library storage by the kit storage prefix, so two kits on one page stay apart', () => {
    expect(options.customStoragePrefix).toBe('kitA')
    const other = universalProviderOptions({
      projectId: 'p1',
      relayUrl: 'ws://x',
      storagePrefix: 'kitB',
    })
    expect(other.customStoragePrefix).toBe('kitB')
    expect(other.metadata).toBeUndefined()
  })

  it('names no walletconnect.org, walletconnect.com or reown.com URL', () => {
    expect(JSON.stringify(options)).not.toMatch(/walletconnect\.(org|com)|reown\.com/)
  })
})
