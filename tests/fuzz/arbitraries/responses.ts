import fc from 'fast-check'

const text = fc.string({ unit: 'binary' })
const optionalText = fc.option(text, { nil: null })
const finite = fc
  .double({ noNaN: true, noDefaultInfinity: true })
  .map((value) => (Object.is(value, -0) ? 0 : value))

/** One wallet of GET /getWallets as the schema documents it (spec §3 Wallet). */
export function walletListing(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      id: text,
      name: text,
      image_id: optionalText,
      image_url: optionalText,
      homepage: optionalText,
      chains: fc.option(fc.array(text, { maxLength: 4 }), { nil: null }),
      mobile_link: optionalText,
      desktop_link: optionalText,
      webapp_link: optionalText,
      app_store: optionalText,
      play_store: optionalText,
      chrome_store: optionalText,
      rdns: optionalText,
      order: fc.option(finite, { nil: null }),
    },
    { requiredKeys: ['id', 'name'] },
  )
}

/** A GET /getWallets body: `{ count, data }`. */
export function walletListResponse(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({ count: finite, data: fc.array(walletListing(), { maxLength: 5 }) })
}

/** One entry of the remote config's `features`. */
export function remoteFeatureEntry(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      id: fc.oneof(
        fc.constantFrom(
          'email',
          'socials',
          'swaps',
          'onramp',
          'activity',
          'multiWallet',
          'reownBranding',
        ),
        text,
      ),
      isEnabled: fc.option(fc.boolean(), { nil: null }),
      // Spec §5: a provider config that is not an array of strings means none, so any JSON
      // config must decode too.
      config: fc.oneof(
        { weight: 4, arbitrary: fc.option(fc.array(text, { maxLength: 4 }), { nil: null }) },
        {
          weight: 1,
          arbitrary: fc
            .jsonValue({ maxDepth: 2 })
            .map((value) => JSON.parse(JSON.stringify(value))),
        },
      ),
    },
    { requiredKeys: ['id', 'isEnabled'] },
  )
}

/** A GET /appkit/v1/config body: `{ features: [...] }`. */
export function remoteConfigResponse(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({ features: fc.array(remoteFeatureEntry(), { maxLength: 8 }) })
}

const hexQuantity = fc
  .bigInt({ min: 0n, max: 2n ** 256n - 1n })
  .map((value) => `0x${value.toString(16)}`)

/**
 * One wallet asset of `wallet_getAssets` as spec §5 accepts it. Decimals stay within what an
 * ERC20 can declare (0 to 255): far above, kernel/src/balances/formatUnits is quadratic.
 */
export function walletAsset(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({
    address: fc.oneof(fc.constant('native'), fc.stringMatching(/^0x[0-9a-f]{40}$/)),
    balance: fc.oneof(hexQuantity, text),
    type: fc.constantFrom('ERC20', 'NATIVE'),
    metadata: fc.record({
      name: text,
      symbol: text,
      decimals: fc.oneof(
        fc.integer({ min: 0, max: 255 }),
        fc
          .double({ min: -1, max: 255, noNaN: true })
          .map((value) => (Object.is(value, -0) ? 0 : value)),
      ),
      price: finite,
      iconUrl: text,
    }),
  })
}

/** A `wallet_getAssets` answer: assets by hex chain id. */
export function walletAssetsResponse(): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(
    fc.constantFrom('0x7a69', '0x7A69', '0x1', 'other'),
    fc.array(walletAsset(), { maxLength: 3 }),
    {
      maxKeys: 3,
    },
  )
}

/** One token balance of `GET /v1/account/{address}/balance` (spec §3 Token balance). */
export function serverTokenBalance(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      name: text,
      symbol: text,
      chainId: text,
      address: text,
      value: finite,
      price: finite,
      quantity: fc.record({
        decimals: fc.stringMatching(/^\d{1,3}$/),
        numeric: fc.stringMatching(/^\d{1,30}(\.\d{1,30})?$/),
      }),
      iconUrl: text,
    },
    { requiredKeys: ['name', 'symbol', 'chainId', 'price', 'quantity', 'iconUrl'] },
  )
}

/** A `GET /v1/account/{address}/balance` body: `{ balances }`. */
export function balanceResponse(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({ balances: fc.array(serverTokenBalance(), { maxLength: 4 }) })
}
