#!/usr/bin/env node
// Compiles src/contracts/TestToken.sol into src/contracts/TestToken.json (ABI and bytecode).
// Run once, by hand, when the Solidity source changes; the emulator itself never compiles.
//
// solc is NOT a dependency of the emulator. Install the pinned solc-js (pure JS/wasm, no
// download) outside the package and point SOLC_PATH at it:
//
//   mkdir -p /tmp/solc && (cd /tmp/solc && npm init -y && npm install solc@0.8.28)
//   SOLC_PATH=/tmp/solc/node_modules/solc node emulator/scripts/compileTestToken.mjs
//
// (or `npm install --no-save solc@0.8.28` and run it without SOLC_PATH).
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const solc = require(process.env.SOLC_PATH ?? 'solc')

const SOLC_VERSION = '0.8.28'
const sourceUrl = new URL('../src/contracts/TestToken.sol', import.meta.url)
const outputUrl = new URL('../src/contracts/TestToken.json', import.meta.url)

if (!solc.version().startsWith(SOLC_VERSION)) {
  throw new Error(`Expected solc ${SOLC_VERSION}, got ${solc.version()}`)
}

const source = readFileSync(sourceUrl, 'utf8')
const settings = {
  optimizer: { enabled: true, runs: 200 },
  // paris: no PUSH0, so the bytecode runs on any EVM chain the emulator might use.
  evmVersion: 'paris',
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}
const input = { language: 'Solidity', sources: { 'TestToken.sol': { content: source } }, settings }
const output = JSON.parse(solc.compile(JSON.stringify(input)))

const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
if (errors.length > 0) {
  throw new Error(errors.map((entry) => entry.formattedMessage).join('\n'))
}

const contract = output.contracts['TestToken.sol'].TestToken
const artifact = {
  contractName: 'TestToken',
  sourceName: 'TestToken.sol',
  sourceSha256: createHash('sha256').update(source).digest('hex'),
  compiler: {
    name: 'solc-js',
    version: solc.version(),
    settings: { ...settings, outputSelection: undefined },
  },
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
writeFileSync(outputUrl, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`Wrote ${outputUrl.pathname} (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`)
