import { ProviderRpcError, type RpcErrorOptions } from './RpcError.js'
import { USER_REJECTED_CODE } from './USER_REJECTED_CODE.js'

// EIP-1193 provider codes and EIP-5792 capability codes of spec §8 (category PROVIDER_ERROR).

/** Spec §8 '4001 user rejected' (4001). */
export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = USER_REJECTED_CODE
  override name = 'UserRejectedRequestError'

  constructor(options: RpcErrorOptions = {}) {
    super('User rejected the request.', UserRejectedRequestError.code, options)
  }
}

/** Spec §8 '4100 unauthorized' (4100). */
export class UnauthorizedProviderError extends ProviderRpcError {
  static readonly code = 4100
  override name = 'UnauthorizedProviderError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The requested method or account has not been authorized by the user.',
      UnauthorizedProviderError.code,
      options,
    )
  }
}

/** Spec §8 '4200 unsupported method' (4200). */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The provider does not support the requested method.',
      UnsupportedProviderMethodError.code,
      options,
    )
  }
}

/** Spec §8 '4900 provider disconnected' (4900). */
export class ProviderDisconnectedError extends ProviderRpcError {
  static readonly code = 4900
  override name = 'ProviderDisconnectedError'

  constructor(options: RpcErrorOptions = {}) {
    super('The provider is disconnected from all chains.', ProviderDisconnectedError.code, options)
  }
}

/** Spec §8 '4901 chain disconnected' (4901). */
export class ChainDisconnectedError extends ProviderRpcError {
  static readonly code = 4901
  override name = 'ChainDisconnectedError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The provider is not connected to the requested chain.',
      ChainDisconnectedError.code,
      options,
    )
  }
}

/** Spec §8 '4902 switch chain error' (4902). */
export class SwitchChainError extends ProviderRpcError {
  static readonly code = 4902
  override name = 'SwitchChainError'

  constructor(
    options: RpcErrorOptions = {},
    shortMessage = 'An error occurred when attempting to switch chain.',
  ) {
    super(shortMessage, SwitchChainError.code, options)
  }
}

/** Spec §8 '5700 unsupported capability' (5700). */
export class UnsupportedNonOptionalCapabilityError extends ProviderRpcError {
  static readonly code = 5700
  override name = 'UnsupportedNonOptionalCapabilityError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The wallet does not support a capability that was not marked as optional.',
      UnsupportedNonOptionalCapabilityError.code,
      options,
    )
  }
}

/** Spec §8 '5710 unsupported chain id' (5710). */
export class UnsupportedChainIdError extends ProviderRpcError {
  static readonly code = 5710
  override name = 'UnsupportedChainIdError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The wallet does not support the requested chain id.',
      UnsupportedChainIdError.code,
      options,
    )
  }
}

/** Spec §8 '5720 duplicate bundle id' (5720). */
export class DuplicateBundleIdError extends ProviderRpcError {
  static readonly code = 5720
  override name = 'DuplicateBundleIdError'

  constructor(options: RpcErrorOptions = {}) {
    super('A bundle with this id was already submitted.', DuplicateBundleIdError.code, options)
  }
}

/** Spec §8 '5730 unknown bundle id' (5730). */
export class UnknownBundleIdError extends ProviderRpcError {
  static readonly code = 5730
  override name = 'UnknownBundleIdError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'This bundle id is unknown or has not been submitted.',
      UnknownBundleIdError.code,
      options,
    )
  }
}

/** Spec §8 '5740 bundle too large' (5740). */
export class BundleTooLargeError extends ProviderRpcError {
  static readonly code = 5740
  override name = 'BundleTooLargeError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The call bundle is too large for the wallet to process.',
      BundleTooLargeError.code,
      options,
    )
  }
}

/** Spec §8 '5750 atomic upgrade rejected' (5750). */
export class AtomicUpgradeRejectedError extends ProviderRpcError {
  static readonly code = 5750
  override name = 'AtomicUpgradeRejectedError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The wallet can support atomic execution after an upgrade, but the user rejected the upgrade.',
      AtomicUpgradeRejectedError.code,
      options,
    )
  }
}

/** Spec §8 '5760 atomicity unsupported' (5760). */
export class AtomicityNotSupportedError extends ProviderRpcError {
  static readonly code = 5760
  override name = 'AtomicityNotSupportedError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The wallet does not support atomic execution but the request requires it.',
      AtomicityNotSupportedError.code,
      options,
    )
  }
}
