// The CLI's catalog (cli/src/catalog.ts) names which families can send and hold the email login,
// to warn in `appkit doctor` before an app runs. It cannot ask a kit at scaffold time, so this
// test holds it to what the families' adapters declare: the abilities live in the adapters.
import { createAppKit, type NamespaceAdapter } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import {
  BALANCE_AND_SEND_NAMESPACES,
  FEATURE_NAMESPACES,
  NAMESPACES,
} from '../../cli/src/catalog.js'
import { bip122 } from '../../namespaces/bip122/src/bip122.js'
import { bitcoin } from '../../namespaces/bip122/src/networks/bitcoin.js'
import { cosmos } from '../../namespaces/cosmos/src/cosmos.js'
import { cosmoshub } from '../../namespaces/cosmos/src/networks/cosmoshub.js'
import { eip155 } from '../../namespaces/eip155/src/eip155.js'
import { mainnet } from '../../namespaces/eip155/src/networks/mainnet.js'
import { polkadotMainnet } from '../../namespaces/polkadot/src/networks/polkadotMainnet.js'
import { polkadot } from '../../namespaces/polkadot/src/polkadot.js'
import { solana as solanaMainnet } from '../../namespaces/solana/src/networks/solana.js'
import { solana } from '../../namespaces/solana/src/solana.js'

function adapters(): Map<string, NamespaceAdapter> {
  const kit = createAppKit({
    projectId: 'catalog',
    networks: [mainnet, solanaMainnet, polkadotMainnet, bitcoin, cosmoshub],
    storage: createMemoryStorage(),
    loadRemoteConfig: false,
  })
  kit.use(eip155()).use(solana()).use(polkadot()).use(bip122()).use(cosmos())
  const found = new Map<string, NamespaceAdapter>()
  for (const namespace of NAMESPACES) {
    const adapter = kit.adapter(namespace)
    if (adapter) found.set(namespace, adapter)
  }
  kit.destroy()
  return found
}

describe("the CLI's catalog agrees with the families' adapters", () => {
  const families = adapters()

  it('every family the CLI scaffolds has an adapter', () => {
    expect([...families.keys()].sort()).toEqual([...NAMESPACES].sort())
  })

  it("'balances EVM and solana; send EVM and solana' (spec §6): the families whose adapters send and serve token balances", () => {
    const able = [...families].filter(([, a]) => a.send && a.tokenBalances).map(([ns]) => ns)
    expect(able.sort()).toEqual([...BALANCE_AND_SEND_NAMESPACES].sort())
  })

  it('the email/social login (embedded-wallet) is offered where adapters support the auth connector', () => {
    const able = [...families].filter(([, a]) => a.authConnector).map(([ns]) => ns)
    expect(able.sort()).toEqual([...(FEATURE_NAMESPACES['embedded-wallet'] ?? [])].sort())
  })

  it('every family checks its own signatures (sign-in verifies through the adapter)', () => {
    const unable = [...families].filter(([, a]) => !a.verifyMessage).map(([ns]) => ns)
    expect(unable).toEqual([])
  })
})
