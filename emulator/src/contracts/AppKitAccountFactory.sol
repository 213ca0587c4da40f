// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.26;

import {AppKitSmartAccount} from "./AppKitSmartAccount.sol";

/// @title AppKitAccountFactory
/// @notice Makes AppKitSmartAccounts at CREATE2 addresses known before they exist (one per
/// owner and salt), and deploys one and runs its first signed batch in a single transaction.
contract AppKitAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    error InvalidOwner();

    /// @notice Where `owner`'s account for `salt` is, or will be, deployed.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(
            abi.encodePacked(type(AppKitSmartAccount).creationCode, abi.encode(owner))
        );
        return address(
            uint160(
                uint256(
                    keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner, salt), codeHash))
                )
            )
        );
    }

    /// @notice Deploys `owner`'s account for `salt`; an account already there is returned as is.
    function createAccount(address owner, uint256 salt) public returns (AppKitSmartAccount) {
        if (owner == address(0)) revert InvalidOwner();
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return AppKitSmartAccount(payable(predicted));
        AppKitSmartAccount account = new AppKitSmartAccount{salt: _salt(owner, salt)}(owner);
        emit AccountCreated(address(account), owner, salt);
        return account;
    }

    /// @notice createAccount, then the account's executeBatchWithSignature(calls, signature).
    function createAccountAndExecute(
        address owner,
        uint256 salt,
        AppKitSmartAccount.Call[] calldata calls,
        bytes calldata signature
    ) external returns (AppKitSmartAccount account) {
        account = createAccount(owner, salt);
        account.executeBatchWithSignature(calls, signature);
    }

    function _salt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
