import type { Connection } from '../types/Connection.js'

/** Replaces the connection of the same connector, or appends it. */
export function upsertConnection(
  connections: readonly Connection[],
  connection: Connection,
): readonly Connection[] {
  const index = connections.findIndex((c) => c.connectorId === connection.connectorId)
  if (index === -1) return [...connections, connection]
  return connections.map((c, i) => (i === index ? connection : c))
}
