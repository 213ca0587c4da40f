// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.26;

/// @title AppKitSmartAccount
/// @notice The emulator's smart account for the embedded wallet. One owner key controls it: the
/// owner calls it directly, or signs a batch of calls (EIP-712, with the account's nonce) that
/// anyone may submit (the secure site's relayer pays the gas). ERC-1271 answers for the owner's
/// signatures. This is not an ERC-4337 account: there is no entry point and no user operation.
contract AppKitSmartAccount {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant NAME_HASH = keccak256("AppKitSmartAccount");
    bytes32 private constant VERSION_HASH = keccak256("1");
    bytes32 private constant CALL_TYPEHASH = keccak256("Call(address to,uint256 value,bytes data)");
    bytes32 private constant EXECUTE_TYPEHASH =
        keccak256("Execute(Call[] calls,uint256 nonce)Call(address to,uint256 value,bytes data)");
    /// Signatures for ERC-1271 are over this account's own typed wrapper of the hash, so a
    /// signature for this account is not also valid for the owner key or another account.
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AppKitSmartAccountMessage(bytes32 hash)");
    bytes4 private constant ERC1271_MAGIC_VALUE = 0x1626ba7e;
    bytes4 private constant ERC1271_INVALID = 0xffffffff;
    uint256 private constant HALF_CURVE_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;
    /// The next signed batch's nonce; each accepted signed batch uses it up.
    uint256 public nonce;

    event Executed(uint256 indexed nonce, uint256 calls);

    error NotOwner();
    error InvalidOwner();
    error InvalidSignature();
    error CallFailed(uint256 index, bytes reason);

    constructor(address owner_) {
        // With owner zero, any malformed signature (recovered as zero) would pass.
        if (owner_ == address(0)) revert InvalidOwner();
        owner = owner_;
    }

    receive() external payable {}

    /// @notice One call, sent by the owner.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        if (msg.sender != owner) revert NotOwner();
        return _call(0, to, value, data);
    }

    /// @notice Several calls in order, all or none, sent by the owner.
    function executeBatch(Call[] calldata calls) external {
        if (msg.sender != owner) revert NotOwner();
        _run(calls);
    }

    /// @notice Several calls in order, all or none, signed by the owner over (calls, nonce) for
    /// this account on this chain; anyone may submit them.
    function executeBatchWithSignature(Call[] calldata calls, bytes calldata signature) external {
        uint256 used = nonce;
        if (!_signedByOwner(executeDigest(calls, used), signature)) revert InvalidSignature();
        nonce = used + 1;
        emit Executed(used, calls.length);
        _run(calls);
    }

    /// @notice The EIP-712 digest the owner signs for `calls` at `batchNonce`.
    function executeDigest(Call[] calldata calls, uint256 batchNonce) public view returns (bytes32) {
        bytes32[] memory hashes = new bytes32[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            hashes[i] = keccak256(
                abi.encode(CALL_TYPEHASH, calls[i].to, calls[i].value, keccak256(calls[i].data))
            );
        }
        return _typedDigest(
            keccak256(abi.encode(EXECUTE_TYPEHASH, keccak256(abi.encodePacked(hashes)), batchNonce))
        );
    }

    /// @notice ERC-1271: valid when the owner signed this account's typed wrapper of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes32 digest = _typedDigest(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
        return _signedByOwner(digest, signature) ? ERC1271_MAGIC_VALUE : ERC1271_INVALID;
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(
            abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this))
        );
    }

    function _typedDigest(bytes32 structHash) private view returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
    }

    /// A recovered zero address is never a signer, whatever the owner.
    function _signedByOwner(bytes32 digest, bytes calldata signature) private view returns (bool) {
        address signer = _recover(digest, signature);
        return signer != address(0) && signer == owner;
    }

    /// Zero for anything that is not a canonical 65-byte signature (low s, v 27 or 28).
    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_CURVE_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(digest, v, r, s);
    }

    function _run(Call[] calldata calls) private {
        for (uint256 i = 0; i < calls.length; i++) {
            _call(i, calls[i].to, calls[i].value, calls[i].data);
        }
    }

    function _call(uint256 index, address to, uint256 value, bytes calldata data)
        private
        returns (bytes memory)
    {
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(index, result);
        return result;
    }
}
