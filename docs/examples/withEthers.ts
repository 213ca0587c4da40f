// README.md, 'With ethers': quoted there verbatim (tests/unit/readmeExamples.test.ts), type-checked here.
import { eip155 } from '@appkit/eip155'
import { mainnet } from '@appkit/eip155/networks'
import { createEthersAdapter } from '@appkit/ethers'
import { createAppKit } from '@appkit/kernel'
import { Contract, parseEther } from 'ethers'

const kit = createAppKit({
  projectId: 'appkit-local-project',
  networks: [mainnet],
  metadata: { name: 'My app', description: 'My app', url: window.location.origin, icons: [] },
  urls: { api: 'http://127.0.0.1:4100' },
}).use(eip155())
const ethers = createEthersAdapter({ kit })

ethers.subscribe((connection) => {
  console.log(connection ? `${connection.address} on ${connection.chainId}` : 'not connected')
})
kit.open() // or <ConnectButton /> under <AppKitProvider kit={kit}>

export async function signSendAndTransfer(token: string, to: string) {
  const signer = await ethers.getSigner() // rejects (4100) while no wallet is connected
  const signature = await signer.signMessage('Hello')
  await (await signer.sendTransaction({ to, value: parseEther('0.01') })).wait()
  const erc20 = new Contract(
    token,
    ['function transfer(address to, uint256 value) returns (bool)'],
    signer,
  )
  await (await erc20.getFunction('transfer')(to, 1n)).wait()
  return signature
}
