// Balance lookup from the wallet itself (kernel/src/balances, spec §7): capabilities, then
// `wallet_getAssets`, accepted only as spec §5 says, else undefined (the server is asked).
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { fetchWalletAssets } from '../../kernel/src/balances/fetchWalletAssets.js'
import {
  WalletAsset,
  WalletAssetsResponse,
} from '../../kernel/src/balances/WalletAssetsResponse.js'
import { walletAssetToTokenBalance } from '../../kernel/src/balances/walletAssetToTokenBalance.js'
import { decodeUnknownSync } from '../../kernel/src/pipelines/decodeUnknown.js'
import { hardhat } from '../../namespaces/eip155/src/networks/hardhat.js'
import { anyInput } from './arbitraries/anyInput.js'
import { reveal } from './arbitraries/hostileValue.js'
import { walletAsset, walletAssetsResponse } from './arbitraries/responses.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { check } from './support/check.js'
import { expectFast } from './support/expectFast.js'
import { settle, settleAsync } from './support/settle.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const DISCOVERING = { '0x7a69': { assetDiscovery: { supported: true } } }

describe('wallet assets (wallet_getAssets)', () => {
  it("any answers give token balances or undefined ('if unsupported or invalid, use the server balance call'); never rejects", async () => {
    const capabilities = fc.oneof(fc.constant(DISCOVERING), anyInput())
    const assets = fc.oneof(walletAssetsResponse(), anyInput())
    await fc.assert(
      fc.asyncProperty(capabilities, assets, async (capabilityCandidate, assetCandidate) => {
        const answers = {
          capabilities: reveal(capabilityCandidate),
          assets: reveal(assetCandidate),
        }
        const provider = {
          request: async ({ method }: { method: string }) =>
            method === 'wallet_getCapabilities' ? answers.capabilities : answers.assets,
        }
        const result = await settleAsync(() => fetchWalletAssets(provider, ADDRESS, hardhat))
        expectFast(result.ok).toBe(true)
        if (!result.ok || result.value === undefined) return
        for (const balance of result.value) {
          expectFast(balance.chainId).toBe(hardhat.caipNetworkId)
          check(/^\d+(\.\d+)?$/.test(balance.quantity.numeric), 'quantity is a decimal')
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('every asset of the documented shape becomes a token balance or is refused (undefined); never throws', () => {
    fc.assert(
      fc.property(walletAsset(), (raw) => {
        const asset = decodeUnknownSync(WalletAsset, raw, 'wallet_getAssets')
        const result = settle(() => walletAssetToTokenBalance(asset, hardhat))
        expectFast(result.ok).toBe(true)
        if (!result.ok || result.value === undefined) return
        expectFast(result.value.address === undefined).toBe(asset.type === 'NATIVE')
        expectFast(result.value.quantity.decimals).toBe(String(asset.metadata.decimals))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  // effect's Schema.Record assigns each decoded key: `{"__proto__": [...]}` would set the decoded
  // object's prototype to that array. WalletAssetsResponse rebuilds it from its own entries.
  it("a decoded answer is a plain object, whatever its keys ('__proto__' too)", () => {
    fc.assert(
      fc.property(fc.array(walletAsset(), { maxLength: 2 }), (assets) => {
        const answer = JSON.parse(`{"__proto__":${JSON.stringify(assets)}}`) as unknown
        const decoded = decodeUnknownSync(WalletAssetsResponse, answer, 'wallet_getAssets')
        expectFast(Object.getPrototypeOf(decoded)).toBe(Object.prototype)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
