import { escapeHtml } from '../files/escapeHtml.js'

export type ExplorerStatus =
  | 'pending'
  | 'confirmed'
  | 'failed'
  | 'unknown chain'
  | 'not a transaction hash'

/** The emulator explorer's page for one transaction: its hash, chain, status and block. */
export function explorerPageHtml(input: {
  chainId: string
  hash: string
  status: ExplorerStatus
  blockNumber?: bigint
}): string {
  const block = input.blockNumber === undefined ? '' : `<p>Block ${input.blockNumber}</p>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Transaction ${escapeHtml(input.hash)}</title></head>
<body>
<main>
<h1>Transaction</h1>
<p data-testid="explorer-hash">${escapeHtml(input.hash)}</p>
<p>Chain ${escapeHtml(input.chainId)}</p>
<p data-testid="explorer-status">${escapeHtml(input.status)}</p>
${block}
</main>
</body>
</html>
`
}
