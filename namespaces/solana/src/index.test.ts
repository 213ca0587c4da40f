import { fileURLToPath } from 'node:url'
import { staticImports } from '@appkit/tests/staticImports'
import { expect, it } from 'vitest'
import * as solana from './index.js'
import * as networks from './networks/index.js'
import * as verify from './verify/index.js'

it('pins the public exports of @appkit/solana', () => {
  expect(Object.keys(solana).sort()).toMatchSnapshot()
})

it('pins the public exports of @appkit/solana/networks', () => {
  expect(Object.keys(networks).sort()).toMatchSnapshot()
})

it('pins the public exports of @appkit/solana/verify', () => {
  expect(Object.keys(verify).sort()).toEqual(['verifySolanaSignature'])
})

it('@appkit/solana/verify checks ed25519 with @noble/curves and never loads @solana/web3.js (a server can use it)', () => {
  const loaded = staticImports(fileURLToPath(new URL('./verify/index.ts', import.meta.url)))
  expect(loaded.has('@noble/curves/ed25519')).toBe(true)
  expect([...loaded].filter((name) => name.startsWith('@solana/'))).toEqual([])
})

it('loads no @solana library before a balance, send or confirmation needs it (the SDK is lazy)', () => {
  const loaded = staticImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
  expect([...loaded].filter((name) => name.startsWith('@solana/'))).toEqual([])
  const send = staticImports(fileURLToPath(new URL('./actions/send.ts', import.meta.url)))
  expect(send.has('@solana/web3.js')).toBe(true)
})
