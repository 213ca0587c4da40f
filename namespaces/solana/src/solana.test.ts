import {
  DEFAULT_SOLANA_LAMPORTS,
  type RunningSolanaRpc,
  SOLANA_TEST_TOKEN,
  startSolanaRpc,
  TEST_MNEMONIC,
} from '@appkit/emulator'
import { installSolanaTestWallet } from '@appkit/emulator/test-wallet'
import { createAppKit, submitSend, type TokenBalance } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaLocal } from './networks/solanaLocal.js'
import { withRpcUrl } from './networks/withRpcUrl.js'
import { SOLANA_PLUGIN_NAME, solana } from './solana.js'

let rpc: RunningSolanaRpc
beforeAll(async () => {
  rpc = await startSolanaRpc({
    port: 0,
    hostname: '127.0.0.1',
    mnemonic: TEST_MNEMONIC,
    accountCount: 3,
    lamports: DEFAULT_SOLANA_LAMPORTS,
  })
})
afterAll(() => rpc?.stop())

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  vi.unstubAllGlobals()
})

/** A page with the Solana test wallet registered (Wallet Standard) and a kit on the local network. */
function setUp() {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  const wallet = installSolanaTestWallet({
    window: page,
    chains: [{ chain: 'solana:localnet', rpcUrl: rpc.rpcUrl }],
    prompt: async () => true,
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  })
  const network = withRpcUrl(solanaLocal, rpc.rpcUrl)
  const kit = createAppKit({
    projectId: 'plugin-test',
    networks: [network],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  }).use(solana())
  cleanups.push(
    () => kit.destroy(),
    () => wallet.uninstall(),
  )
  return { kit, network }
}

describe('solana()', () => {
  it('registers the adapter and lists the Wallet Standard test wallet as a solana connector', () => {
    const { kit } = setUp()
    expect(kit.adapter('solana')?.namespace).toBe('solana')
    const connector = kit.registry.store
      .getState()
      .connectors.find((c) => c.id === 'wallet-standard:AppKit Solana Test Wallet')
    expect(connector).toMatchObject({ type: 'ANNOUNCED', chain: 'solana' })
    expect(SOLANA_PLUGIN_NAME).toBe('appkit:solana')
  })

  it('connects through the kit: the active CAIP address is solana:<genesis ref>:<address>, default account type eoa', async () => {
    const { kit, network } = setUp()
    await kit.connect('wallet-standard:AppKit Solana Test Wallet')
    const state = kit.registry.store.getState()
    expect(state.activeNamespace).toBe('solana')
    const chain = state.chains.solana
    expect(chain?.address).toBe(rpc.accounts[0])
    expect(chain?.caipAddress).toBe(`${network.caipNetworkId}:${rpc.accounts[0]}`)
    // Spec §6: 'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa'.
    expect(chain?.preferredAccountType).toBe('eoa')
  })

  it('signs and sends SOL through kit.signMessage and kit.send', async () => {
    const { kit } = setUp()
    await kit.connect('wallet-standard:AppKit Solana Test Wallet')
    await expect(kit.signMessage('hi')).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const hash = await kit.send({
      amount: '0.001',
      receiverAddress: rpc.accounts[2] as string,
      token: { symbol: 'SOL', decimals: 9 },
    })
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  })

  it('sends an SPL token from its token balance (chain-prefixed address) through submitSend, as the WalletSend preview does', async () => {
    const { kit, network } = setUp()
    await kit.connect('wallet-standard:AppKit Solana Test Wallet')
    const balance: TokenBalance = {
      name: SOLANA_TEST_TOKEN.name,
      symbol: SOLANA_TEST_TOKEN.symbol,
      chainId: network.caipNetworkId,
      address: `${network.caipNetworkId}:${SOLANA_TEST_TOKEN.mint}`,
      price: 1,
      quantity: { decimals: String(SOLANA_TEST_TOKEN.decimals), numeric: '1000000' },
      iconUrl: '',
    }
    const { Connection, Keypair, PublicKey } = await import('@solana/web3.js')
    const { associatedTokenAddress } = await import('./actions/buildTokenTransfer.js')
    const receiver = Keypair.generate().publicKey
    const hash = await submitSend(kit, {
      token: balance,
      amount: '2.5',
      receiverAddress: receiver.toBase58(),
    })
    await kit.adapter('solana')?.waitForTransaction?.(hash, network)
    const connection = new Connection(rpc.rpcUrl, 'confirmed')
    const account = associatedTokenAddress(receiver, new PublicKey(SOLANA_TEST_TOKEN.mint))
    const received = await connection.getTokenAccountBalance(account)
    expect(received.value).toMatchObject({ amount: '2500000', decimals: 6 })
  })
})
