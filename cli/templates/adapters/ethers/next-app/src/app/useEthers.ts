import type { EthersAdapter } from '@appkit/ethers'
import type { AppKit } from '@appkit/kernel'
import { useEffect, useState } from 'react'
import { createEthers } from '../appkit.config'

/**
 * ethers 6 on the kit's EVM wallet: the adapter (made in the browser, after the first render,
 * and destroyed with the component) and the address it reports through `subscribe`.
 */
export function useEthers(kit: AppKit) {
  const [ethers, setEthers] = useState<EthersAdapter>()
  const [address, setAddress] = useState<string>()
  useEffect(() => {
    const adapter = createEthers(kit)
    let heard = false
    const stop = adapter.subscribe((connection) => {
      heard = true
      setAddress(connection?.address)
    })
    // subscribe tells changes only: ask once for a wallet the kit connected before this ran.
    adapter.getSigner().then(
      (signer) => {
        if (!heard) setAddress(signer.address)
      },
      () => {}, // None connected yet: subscribe will tell.
    )
    setEthers(adapter)
    return () => {
      stop()
      adapter.destroy()
      setEthers(undefined)
    }
  }, [kit])
  return { ethers, address }
}
