import { createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HardhatNode } from '../chains/startHardhatNode.js'
import { TEST_MNEMONIC } from '../defaults.js'
import { encodeBase58 } from '../solana/base58.js'
import {
  DEFAULT_SOLANA_LAMPORTS,
  type RunningSolanaRpc,
  startSolanaRpc,
} from '../solana/startSolanaRpc.js'
import { startTestNode } from '../testing/startTestNode.js'
import { useBareApiServer } from '../testing/useBareApiServer.js'

let node: HardhatNode
let solana: RunningSolanaRpc
const SOLANA_NETWORK_ID = 'local-solana'
// The route reads the maps per request: the nodes' URLs are known once they have started.
const rpcUrls = new Map<string, string>()
const solanaRpcUrls = new Map<string, string>()
const server = useBareApiServer({ rpcUrls, solanaRpcUrls })
beforeAll(async () => {
  ;[node, solana] = await Promise.all([
    startTestNode(2),
    startSolanaRpc({
      port: 0,
      hostname: '127.0.0.1',
      mnemonic: TEST_MNEMONIC,
      accountCount: 1,
      lamports: DEFAULT_SOLANA_LAMPORTS,
    }),
  ])
  rpcUrls.set('31337', node.rpcUrl)
  solanaRpcUrls.set(SOLANA_NETWORK_ID, solana.rpcUrl)
}, 60_000)
afterAll(async () => {
  await Promise.all([node?.stop(), solana?.stop()])
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

  it('shows a Solana signature from the cluster: confirmed with its slot, failed when it landed with an error, pending when unseen', async () => {
    const web3 = await import('@solana/web3.js')
    const connection = new web3.Connection(solana.rpcUrl, 'confirmed')
    const payer = web3.Keypair.generate()
    const airdrop = await connection.requestAirdrop(payer.publicKey, web3.LAMPORTS_PER_SOL)
    const confirmed = await page(`/explorer/${SOLANA_NETWORK_ID}/tx/${airdrop}`)
    expect(confirmed.html).toContain('<p data-testid="explorer-status">confirmed</p>')
    expect(confirmed.html).toMatch(/Block \d+/)

    const { blockhash } = await connection.getLatestBlockhash()
    const overdraw = new web3.Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
    overdraw.add(
      web3.SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: web3.Keypair.generate().publicKey,
        lamports: 5 * web3.LAMPORTS_PER_SOL,
      }),
    )
    overdraw.sign(payer)
    const failed = await connection.sendRawTransaction(overdraw.serialize(), {
      skipPreflight: true,
    })
    expect((await page(`/explorer/${SOLANA_NETWORK_ID}/tx/${failed}`)).html).toContain('>failed<')

    const unseen = encodeBase58(new Uint8Array(64).fill(3))
    expect((await page(`/explorer/${SOLANA_NETWORK_ID}/tx/${unseen}`)).html).toContain('>pending<')
    // An EVM hash is no Solana signature.
    expect((await page(`/explorer/${SOLANA_NETWORK_ID}/tx/0x${'12'.repeat(32)}`)).status).toBe(400)
  })
})
