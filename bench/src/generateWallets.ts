const ADJECTIVES = [
  'Amber',
  'Azure',
  'Bold',
  'Brave',
  'Calm',
  'Clever',
  'Crimson',
  'Deft',
  'Eager',
  'Fancy',
  'Gentle',
  'Golden',
  'Happy',
  'Ivory',
  'Jolly',
  'Keen',
  'Lucky',
  'Mellow',
  'Noble',
  'Quiet',
]
const NOUNS = [
  'Badger',
  'Beacon',
  'Cobalt',
  'Comet',
  'Condor',
  'Coral',
  'Falcon',
  'Fjord',
  'Garnet',
  'Harbor',
  'Heron',
  'Island',
  'Jaguar',
  'Kestrel',
  'Lagoon',
  'Lynx',
  'Meadow',
  'Nebula',
  'Orbit',
  'Otter',
  'Panda',
  'Quartz',
  'Raven',
  'Summit',
  'Tiger',
  'Tundra',
  'Vault',
  'Walrus',
  'Willow',
  'Zephyr',
]

/** A wallet of GET /getWallets, as the emulator's API returns it (spec §3 Wallet). */
export interface GeneratedWallet {
  id: string
  name: string
  image_id: string
  chains: readonly string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  homepage: string | null
  rdns: null
  injected: null
  order: number
}

/** Names per round: 20 adjectives × 30 nouns. */
const NAMES_PER_ROUND = ADJECTIVES.length * NOUNS.length

/**
 * `count` made-up wallets with unique names ('Amber Badger', 'Azure Badger', ...): up to 600
 * each noun names 20 wallets, so searching 'falcon' matches exactly 20; past 600 the names
 * repeat with a round number ('Amber Badger 2'), so the load bench can list 1,000.
 */
export function generateWallets(count: number): GeneratedWallet[] {
  return Array.from({ length: count }, (_, index) => {
    const slot = index % NAMES_PER_ROUND
    const round = Math.floor(index / NAMES_PER_ROUND)
    const base = `${ADJECTIVES[slot % ADJECTIVES.length]} ${NOUNS[Math.floor(slot / ADJECTIVES.length)]}`
    const name = round === 0 ? base : `${base} ${round + 1}`
    return {
      id: index.toString(16).padStart(64, '0'),
      name,
      image_id: `bench-${index}`,
      chains: ['eip155:1', 'eip155:8453'],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      homepage: `https://example.com/${index}`,
      rdns: null,
      injected: null,
      order: index + 1,
    }
  })
}
