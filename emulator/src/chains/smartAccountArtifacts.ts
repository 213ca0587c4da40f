import type { Abi, Hex } from 'viem'
import factory from '../contracts/AppKitAccountFactory.json' with { type: 'json' }
import account from '../contracts/AppKitSmartAccount.json' with { type: 'json' }

/** ABI and bytecode of AppKitSmartAccount.sol, compiled once by scripts/compileContracts.mjs. */
export const appKitSmartAccountArtifact: { abi: Abi; bytecode: Hex } = {
  abi: account.abi as Abi,
  bytecode: account.bytecode as Hex,
}

/** ABI and bytecode of AppKitAccountFactory.sol, compiled once by scripts/compileContracts.mjs. */
export const appKitAccountFactoryArtifact: { abi: Abi; bytecode: Hex } = {
  abi: factory.abi as Abi,
  bytecode: factory.bytecode as Hex,
}
