import { createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HardhatNode } from '../chains/startHardhatNode.js'
import { TEST_MNEMONIC } from '../defaults.js'
import { startTestNode } from '../testing/startTestNode.js'
import { useBareApiServer } from '../testing/useBareApiServer.js'

let node: HardhatNode
// The route reads the map per request: the node's URL is known once it has started.
const rpcUrls = new Map<string, string>()
const server = useBareApiServer({ rpcUrls })
beforeAll(async () => {
  node = await startTestNode(2)
  rpcUrls.set('31337', node.rpcUrl)
}, 60_000)
afterAll(async () => {
  await node?.stop()
})

async function page(path: string) {
  const response = await fetch(`${server.current.url}${path}`)
  return {
    status: response.status,
    html: await response.text(),
    csp: response.headers.get('content-security-policy'),
  }
}

describe('the emulator explorer (GET /explorer/{chainId}/tx/{hash})', () => {
  it('shows a mined transaction as confirmed, with its block, from the node', async () => {
    const account = mnemonicToAccount(TEST_MNEMONIC)
    const wallet = createWalletClient({ account, transport: http(node.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: account.address, value: 1n, chain: null })
    const { status, html, csp } = await page(`/explorer/31337/tx/${hash}`)
    expect(status).toBe(200)
    expect(csp).toBe("default-src 'none'")
    expect(html).toContain(`<p data-testid="explorer-status">confirmed</p>`)
    expect(html).toMatch(/Block \d+/)
  })

  it('shows a hash the node does not know as pending, refuses a malformed one and an unknown chain', async () => {
    expect((await page(`/explorer/31337/tx/0x${'12'.repeat(32)}`)).html).toContain('>pending<')
    const bad = await page('/explorer/31337/tx/%3Cscript%3E')
    expect(bad.status).toBe(400)
    expect(bad.html).not.toContain('<script>')
    expect(bad.html).toContain('&lt;script&gt;')
    expect((await page(`/explorer/999/tx/0x${'12'.repeat(32)}`)).status).toBe(404)
  })
})
