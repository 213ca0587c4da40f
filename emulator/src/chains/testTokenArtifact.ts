import type { Abi, Hex } from 'viem'
import artifact from '../contracts/TestToken.json' with { type: 'json' }

/** ABI and bytecode of TestToken.sol, compiled once by scripts/compileTestToken.mjs. */
export const testTokenArtifact: { abi: Abi; bytecode: Hex } = {
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
}
