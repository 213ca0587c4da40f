// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.26;

/// @title AppKitSmartAccount
/// @notice The emulator's smart account for the embedded wallet. One owner key controls it: the
/// owner calls it directly, or signs a batch of calls (EIP-712, with the account's nonce) that
/// anyone may submit (the secure site's relayer pays the gas). ERC-1271 answers for the owner's
/// signatures. This is not an ERC-4337 account: there is no entry point and no user operation.
/// Smart sessions (ERC-7715 permissions): the account itself (through an owner call or signed
/// batch) grants a session key limited allowances and calls until an expiry; the session key
/// signs batches that anyone may submit, and the account refuses whatever the grant does not cover.
contract AppKitSmartAccount {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// A recurring allowance: at most `amount` per window of `period` seconds counted from
    /// `start`. `token` zero is the native token; otherwise ERC-20 transfer(to, amount) on `token`.
    struct Allowance {
        address token;
        uint256 amount;
        uint48 start;
        uint48 period;
    }

    /// A contract call the session may make: `selector` on `target`, with no native value.
    struct CallPermission {
        address target;
        bytes4 selector;
    }

    struct Session {
        address signer;
        uint48 expiry;
        bool revoked;
        uint64 nonce;
    }

    /// What the current period of an allowance has spent; `period` is the window's index.
    struct Spent {
        uint48 period;
        uint256 amount;
    }

    /// An allowance as the session view reports it, with what its current period has spent.
    struct AllowanceState {
        address token;
        uint256 amount;
        uint48 start;
        uint48 period;
        uint256 spentInPeriod;
    }

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant NAME_HASH = keccak256("AppKitSmartAccount");
    bytes32 private constant VERSION_HASH = keccak256("1");
    bytes32 private constant CALL_TYPEHASH = keccak256("Call(address to,uint256 value,bytes data)");
    bytes32 private constant EXECUTE_TYPEHASH =
        keccak256("Execute(Call[] calls,uint256 nonce)Call(address to,uint256 value,bytes data)");
    bytes32 private constant SESSION_EXECUTE_TYPEHASH = keccak256(
        "SessionExecute(bytes32 sessionId,Call[] calls,uint256 nonce)Call(address to,uint256 value,bytes data)"
    );
    bytes4 private constant ERC20_TRANSFER = 0xa9059cbb;
    uint256 private constant MAX_SESSION_ALLOWANCES = 8;
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

    mapping(bytes32 => Session) private _sessions;
    mapping(bytes32 => Allowance[]) private _allowances;
    mapping(bytes32 => mapping(uint256 => Spent)) private _spent;
    mapping(bytes32 => CallPermission[]) private _callPermissions;

    event Executed(uint256 indexed nonce, uint256 calls);
    event SessionGranted(bytes32 indexed sessionId, address indexed signer, uint48 expiry);
    event SessionRevoked(bytes32 indexed sessionId);
    event SessionUsed(bytes32 indexed sessionId, uint64 nonce, uint256 calls);

    error NotOwner();
    error InvalidOwner();
    error InvalidSignature();
    error CallFailed(uint256 index, bytes reason);
    error NotSelf();
    error InvalidSessionGrant(string reason);
    error SessionExists(bytes32 sessionId);
    error UnknownSession(bytes32 sessionId);
    error SessionIsRevoked(bytes32 sessionId);
    error SessionIsExpired(bytes32 sessionId, uint48 expiry);
    error InvalidSessionSignature();
    error CallNotPermitted(uint256 index, address to, bytes4 selector);
    error ValueNotPermitted(uint256 index);
    error AllowanceNotStarted(uint256 index, address token);
    error AllowanceExceeded(uint256 index, address token, uint256 allowance, uint256 spentWithCall);

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
        return _typedDigest(keccak256(abi.encode(EXECUTE_TYPEHASH, _hashCalls(calls), batchNonce)));
    }

    /// @notice ERC-1271: valid when the owner signed this account's typed wrapper of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes32 digest = _typedDigest(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
        return _signedByOwner(digest, signature) ? ERC1271_MAGIC_VALUE : ERC1271_INVALID;
    }

    /// @notice Grants `signer` a session until `expiry` (unix seconds) with `allowances` and
    /// `calls`; only the account itself (an owner call or signed batch) may grant.
    function grantSession(
        bytes32 sessionId,
        address signer,
        uint48 expiry,
        Allowance[] calldata allowances,
        CallPermission[] calldata calls
    ) external {
        if (msg.sender != address(this)) revert NotSelf();
        if (_sessions[sessionId].signer != address(0)) revert SessionExists(sessionId);
        if (signer == address(0)) revert InvalidSessionGrant("signer is zero");
        if (expiry <= block.timestamp) revert InvalidSessionGrant("expiry is not in the future");
        if (allowances.length + calls.length == 0) revert InvalidSessionGrant("no permissions");
        if (allowances.length > MAX_SESSION_ALLOWANCES) {
            revert InvalidSessionGrant("too many allowances");
        }
        for (uint256 i = 0; i < allowances.length; i++) {
            if (allowances[i].period == 0) revert InvalidSessionGrant("period is zero");
            _allowances[sessionId].push(allowances[i]);
        }
        for (uint256 i = 0; i < calls.length; i++) {
            // A session calling its own account could grant itself more, or revoke others.
            if (calls[i].target == address(this)) revert InvalidSessionGrant("target is the account");
            _callPermissions[sessionId].push(calls[i]);
        }
        _sessions[sessionId] = Session({signer: signer, expiry: expiry, revoked: false, nonce: 0});
        emit SessionGranted(sessionId, signer, expiry);
    }

    /// @notice Revokes a session for good; only the account itself may revoke.
    function revokeSession(bytes32 sessionId) external {
        if (msg.sender != address(this)) revert NotSelf();
        Session storage session = _sessions[sessionId];
        if (session.signer == address(0)) revert UnknownSession(sessionId);
        if (session.revoked) revert SessionIsRevoked(sessionId);
        session.revoked = true;
        emit SessionRevoked(sessionId);
    }

    /// @notice Runs `calls` for a live session, signed by its signer over (sessionId, calls,
    /// the session's nonce); anyone may submit. Each call must be covered by the grant.
    function executeAsSession(bytes32 sessionId, Call[] calldata calls, bytes calldata signature)
        external
    {
        Session storage session = _sessions[sessionId];
        if (session.signer == address(0)) revert UnknownSession(sessionId);
        if (session.revoked) revert SessionIsRevoked(sessionId);
        if (block.timestamp >= session.expiry) revert SessionIsExpired(sessionId, session.expiry);
        uint64 used = session.nonce;
        address signer = _recover(sessionDigest(sessionId, calls, used), signature);
        if (signer == address(0) || signer != session.signer) revert InvalidSessionSignature();
        session.nonce = used + 1;
        for (uint256 i = 0; i < calls.length; i++) {
            _checkPermitted(sessionId, i, calls[i]);
        }
        emit SessionUsed(sessionId, used, calls.length);
        _run(calls);
    }

    /// @notice The EIP-712 digest a session signer signs for `calls` at `sessionNonce`.
    function sessionDigest(bytes32 sessionId, Call[] calldata calls, uint256 sessionNonce)
        public
        view
        returns (bytes32)
    {
        return _typedDigest(
            keccak256(abi.encode(SESSION_EXECUTE_TYPEHASH, sessionId, _hashCalls(calls), sessionNonce))
        );
    }

    /// @notice A session as granted, with what each allowance's current period has spent.
    /// An unknown session has signer zero.
    function getSession(bytes32 sessionId)
        external
        view
        returns (
            Session memory session,
            AllowanceState[] memory allowances,
            CallPermission[] memory calls
        )
    {
        session = _sessions[sessionId];
        Allowance[] storage granted = _allowances[sessionId];
        allowances = new AllowanceState[](granted.length);
        for (uint256 i = 0; i < granted.length; i++) {
            Allowance memory allowance = granted[i];
            Spent memory spent = _spent[sessionId][i];
            bool current = block.timestamp >= allowance.start
                && spent.period == (block.timestamp - allowance.start) / allowance.period;
            allowances[i] = AllowanceState({
                token: allowance.token,
                amount: allowance.amount,
                start: allowance.start,
                period: allowance.period,
                spentInPeriod: current ? spent.amount : 0
            });
        }
        calls = _callPermissions[sessionId];
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(
            abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this))
        );
    }

    /// Refuses a call the session's grant does not cover, and counts what it spends.
    function _checkPermitted(bytes32 sessionId, uint256 index, Call calldata call) private {
        if (call.to == address(this)) revert CallNotPermitted(index, call.to, bytes4(0));
        if (call.value > 0) {
            if (!_spend(sessionId, index, address(0), call.value)) revert ValueNotPermitted(index);
        }
        if (call.data.length == 0) {
            if (call.value == 0) revert CallNotPermitted(index, call.to, bytes4(0));
            return;
        }
        if (call.data.length < 4) revert CallNotPermitted(index, call.to, bytes4(0));
        bytes4 selector = bytes4(call.data[0:4]);
        if (selector == ERC20_TRANSFER && call.data.length >= 68) {
            (, uint256 amount) = abi.decode(call.data[4:68], (address, uint256));
            if (_spend(sessionId, index, call.to, amount)) return;
        }
        // A contract call permission carries no native value; value needs a native allowance.
        CallPermission[] storage permitted = _callPermissions[sessionId];
        for (uint256 i = 0; i < permitted.length; i++) {
            if (permitted[i].target == call.to && permitted[i].selector == selector) return;
        }
        revert CallNotPermitted(index, call.to, selector);
    }

    /// Adds `amount` to the current period of the session's allowance for `token`, refusing
    /// what exceeds it; false when the session has no allowance for `token`.
    function _spend(bytes32 sessionId, uint256 index, address token, uint256 amount)
        private
        returns (bool)
    {
        Allowance[] storage granted = _allowances[sessionId];
        for (uint256 i = 0; i < granted.length; i++) {
            Allowance storage allowance = granted[i];
            if (allowance.token != token) continue;
            if (block.timestamp < allowance.start) revert AllowanceNotStarted(index, token);
            uint48 period = uint48((block.timestamp - allowance.start) / allowance.period);
            Spent storage spent = _spent[sessionId][i];
            uint256 total = (spent.period == period ? spent.amount : 0) + amount;
            if (total > allowance.amount) {
                revert AllowanceExceeded(index, token, allowance.amount, total);
            }
            spent.period = period;
            spent.amount = total;
            return true;
        }
        return false;
    }

    function _hashCalls(Call[] calldata calls) private pure returns (bytes32) {
        bytes32[] memory hashes = new bytes32[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            hashes[i] = keccak256(
                abi.encode(CALL_TYPEHASH, calls[i].to, calls[i].value, keccak256(calls[i].data))
            );
        }
        return keccak256(abi.encodePacked(hashes));
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
