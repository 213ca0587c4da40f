import fc from 'fast-check'

/** Properties the code under test reads; a hostile object throws when any of them is read. */
export const READ_KEYS = [
  '0',
  'length',
  'code',
  'message',
  'cause',
  'data',
  'request',
  'info',
  'provider',
  'uuid',
  'name',
  'icon',
  'rdns',
  'to',
  'amount',
  'receiverAddress',
  'token',
  'kind',
  'address',
  'id',
  'features',
  'count',
  'jsonrpc',
  'result',
  'error',
  'status',
  'body',
  'then',
  'requirePrefix',
  'strict',
] as const

function hostileGetterError(): never {
  throw new Error('hostile getter')
}

function withThrowingGetters<T extends object>(target: T, keys: readonly string[]): T {
  for (const key of keys) {
    Object.defineProperty(target, key, { get: hostileGetterError, enumerable: true })
  }
  return target
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

/** Every trap throws: reading, listing keys, even asking for the prototype. */
function trappedProxy(isArray: boolean): object {
  const trap = (): never => hostileGetterError()
  return new Proxy(isArray ? [] : {}, {
    get: trap,
    has: trap,
    ownKeys: trap,
    getPrototypeOf: trap,
    getOwnPropertyDescriptor: trap,
  })
}

function unprintable(): object {
  return {
    toString: hostileGetterError,
    valueOf: hostileGetterError,
    [Symbol.toPrimitive]: hostileGetterError,
  }
}

/**
 * A hostile value, kept unbuilt: fast-check inspects and clones what it generates, which a
 * revoked proxy would not survive. Properties call `reveal(input)` to build it, once per case.
 */
export class HostileValue {
  constructor(
    readonly label: string,
    readonly build: () => unknown,
  ) {}

  [fc.toStringMethod](): string {
    return `HostileValue(${this.label})`
  }
}

/** The value a property should test: a HostileValue is built here, anything else is as is. */
export function reveal(input: unknown): unknown {
  return input instanceof HostileValue ? input.build() : input
}

/**
 * Values a page script can hand over (a wallet's answer, an event detail, a rejection): revoked
 * proxies, proxies whose traps throw, objects and arrays with throwing getters, values that
 * cannot be turned into a string, null-prototype objects. Each is built fresh per case.
 */
export function hostileValue(): fc.Arbitrary<unknown> {
  const keys = fc.subarray([...READ_KEYS], { minLength: 1 })
  return fc.oneof(
    fc.constant(new HostileValue('revoked proxy', revokedProxy)),
    fc
      .boolean()
      .map((isArray) => new HostileValue('proxy whose traps throw', () => trappedProxy(isArray))),
    keys.map(
      (names) =>
        new HostileValue(`object, throwing ${names}`, () => withThrowingGetters({}, names)),
    ),
    keys.map(
      (names) =>
        new HostileValue(`array, throwing ${names}`, () =>
          withThrowingGetters(
            ['0x', '0x'],
            names.filter((name) => name !== 'length'),
          ),
        ),
    ),
    keys.map(
      (names) =>
        new HostileValue(`null-prototype object, throwing ${names}`, () =>
          withThrowingGetters(Object.create(null) as object, names),
        ),
    ),
    keys.map(
      (names) =>
        new HostileValue(`[object, throwing ${names}]`, () => [withThrowingGetters({}, names)]),
    ),
    fc.constant(new HostileValue('unprintable object', unprintable)),
    fc.constant(new HostileValue('[unprintable object]', () => [unprintable()])),
    fc
      .dictionary(fc.string(), fc.string())
      .map(
        (entries) =>
          new HostileValue(`null-prototype ${JSON.stringify(entries)}`, () =>
            Object.assign(Object.create(null) as object, entries),
          ),
      ),
  )
}
