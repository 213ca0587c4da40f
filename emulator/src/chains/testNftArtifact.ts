import type { Abi, Hex } from 'viem'
import artifact from '../contracts/TestNft.json' with { type: 'json' }

/** ABI and bytecode of TestNft.sol (a minimal ERC-721), compiled once by scripts/compileContracts.mjs. */
export const testNftArtifact: { abi: Abi; bytecode: Hex } = {
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
}
