/**
 * The text the wallet signs to register a name (spec §7 'message is signed JSON text with
 * name, empty attributes and a unix-seconds timestamp'):
 * `{"name":"alice.appkit.id","attributes":{},"timestamp":1700000000}`.
 */
export function createNameRegistrationMessage(
  fullName: string,
  nowMs: number = Date.now(),
): string {
  return JSON.stringify({ name: fullName, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}
