import { type HardhatNode, startHardhatNode } from '../chains/startHardhatNode.js'
import { TEST_MNEMONIC } from '../defaults.js'

/** A Hardhat node for one test file: chain 31337 on a free port of 127.0.0.1, the test mnemonic. */
export function startTestNode(accountCount: number): Promise<HardhatNode> {
  return startHardhatNode({
    chainId: 31337,
    port: 0,
    hostname: '127.0.0.1',
    mnemonic: TEST_MNEMONIC,
    accountCount,
  })
}
