/**
 * SWITCH_NETWORK: the user on the next chain is read first, and the chain is taken (`use`) only
 * once that worked, so a failure leaves the frame on its old chain. Without a session there is
 * no user to read.
 */
export async function switchChain<User>(
  next: number,
  steps: {
    userOn: ((chainId: number) => Promise<User>) | undefined
    use: (chainId: number) => void
  },
): Promise<{ chainId: number; user?: User }> {
  if (!steps.userOn) {
    steps.use(next)
    return { chainId: next }
  }
  const user = await steps.userOn(next)
  steps.use(next)
  return { chainId: next, user }
}
