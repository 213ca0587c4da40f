#!/usr/bin/env node
// Compiles the emulator's contracts listed below from src/contracts/<Name>.sol into
// src/contracts/<Name>.json (ABI and bytecode). Run once, by hand, when a source changes; the
// emulator itself never compiles.
//
//   node emulator/scripts/compileContracts.mjs
//
// Uses the solc-js (pure JS/wasm, no download) that Hardhat already installs in node_modules;
// SOLC_PATH points at another copy. TestToken has its own script (compileTestToken.mjs, solc
// 0.8.28) and is not recompiled here.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const solc = require(process.env.SOLC_PATH ?? 'solc')

const SOLC_VERSION = '0.8.26'
const CONTRACTS = ['TestNft', 'TestPool', 'AppKitSmartAccount', 'AppKitAccountFactory']

if (!solc.version().startsWith(SOLC_VERSION)) {
  throw new Error(`Expected solc ${SOLC_VERSION}, got ${solc.version()}`)
}

const settings = {
  optimizer: { enabled: true, runs: 200 },
  // paris: no PUSH0, so the bytecode runs on any EVM chain the emulator might use.
  evmVersion: 'paris',
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

/** Imports resolve inside src/contracts only ('./X.sol'). */
function findImport(path) {
  const file = path.replace(/^\.\//, '')
  if (!/^[A-Za-z0-9]+\.sol$/.test(file)) return { error: `Import outside src/contracts: ${path}` }
  return { contents: readFileSync(new URL(`../src/contracts/${file}`, import.meta.url), 'utf8') }
}

/** The source and every file it imports (in import order), for the artifact's hash. */
function sourceWithImports(source) {
  const imported = [...source.matchAll(/^import\s[^"]*"\.\/([A-Za-z0-9]+\.sol)";/gm)]
  return [source, ...imported.map(([, file]) => findImport(file).contents)].join('')
}

for (const name of CONTRACTS) {
  const sourceName = `${name}.sol`
  const source = readFileSync(new URL(`../src/contracts/${sourceName}`, import.meta.url), 'utf8')
  const input = { language: 'Solidity', sources: { [sourceName]: { content: source } }, settings }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }))
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((entry) => entry.formattedMessage).join('\n'))

  const contract = output.contracts[sourceName][name]
  const artifact = {
    contractName: name,
    sourceName,
    sourceSha256: createHash('sha256').update(sourceWithImports(source)).digest('hex'),
    compiler: {
      name: 'solc-js',
      version: solc.version(),
      settings: { ...settings, outputSelection: undefined },
    },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
  const outputUrl = new URL(`../src/contracts/${name}.json`, import.meta.url)
  writeFileSync(outputUrl, `${JSON.stringify(artifact, null, 2)}\n`)
  console.log(
    `Wrote ${outputUrl.pathname} (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`,
  )
}
