/** 'toast swap delay 150 ms' (spec §9): the pause between a toast leaving and the next one. */
export const TOAST_SWAP_DELAY_MS = 150
/** How long a toast stays before it leaves by itself. */
export const TOAST_DURATION_MS = 2_500
