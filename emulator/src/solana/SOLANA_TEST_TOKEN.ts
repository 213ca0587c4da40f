/**
 * The emulator's SPL test token (classic Token program): its mint address (base58 of
 * sha256('AppKit emulator SPL test token')), symbol, decimals and what each test account holds.
 */
export const SOLANA_TEST_TOKEN = Object.freeze({
  mint: '3qaiCdjvCdANViyw4GwLatsvFvv5xpqX3S95coZy7WxP',
  symbol: 'TEST',
  name: 'Test Token',
  decimals: 6,
  amountPerHolder: 1_000_000n * 10n ** 6n,
})
