import type { Abi, Hex } from 'viem'
import artifact from '../contracts/TestPool.json' with { type: 'json' }

/** ABI and bytecode of TestPool.sol (a constant-product pool), compiled once by scripts/compileContracts.mjs. */
export const testPoolArtifact: { abi: Abi; bytecode: Hex } = {
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
}
