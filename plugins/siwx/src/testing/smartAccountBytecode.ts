/**
 * TEST DOUBLE: hand-assembled EVM code of a minimal smart account and its factory, so the
 * ERC-1271 and ERC-6492 paths can be checked on a local chain with no compiler.
 *
 * The account answers `isValidSignature(bytes32 hash, bytes)` with the ERC-1271 magic value
 * 0x1626ba7e when `hash` is the one it was built for, and with zero otherwise (a stand-in for an
 * account whose owner approved that message). The factory deploys one such account with CREATE
 * on any call, as an ERC-6492 signature's factory call does.
 */

function byte(value: number): string {
  return value.toString(16).padStart(2, '0')
}

/** The account's runtime code: accepts exactly `hash` (32 bytes, 0x-prefixed). */
export function accountRuntime(hash: `0x${string}`): `0x${string}` {
  const expected = hash.slice(2).padStart(64, '0')
  // 0: PUSH1 4, CALLDATALOAD, PUSH32 expected, EQ, PUSH1 50, JUMPI
  // 40: return 32 zero bytes; 50: JUMPDEST, return the magic value left-aligned in 32 bytes.
  return `0x6004357f${expected}14603257600060005260206000f35b631626ba7e60e01b60005260206000f3`
}

/** Init code that deploys `runtime` (at most 255 bytes). */
export function initCode(runtime: `0x${string}`): `0x${string}` {
  const length = (runtime.length - 2) / 2
  // PUSH1 len, DUP1, PUSH1 11 (where runtime starts), PUSH1 0, CODECOPY, PUSH1 0, RETURN
  return `0x60${byte(length)}80600b6000396000f3${runtime.slice(2)}`
}

/** A factory whose every call deploys `init` with CREATE (15 bytes of code, then `init`). */
export function factoryRuntime(init: `0x${string}`): `0x${string}` {
  const length = (init.length - 2) / 2
  // PUSH1 len, DUP1, PUSH1 15, PUSH1 0, CODECOPY, PUSH1 0, PUSH1 0, CREATE, POP, STOP
  return `0x60${byte(length)}80600f60003960006000f05000${init.slice(2)}`
}
