// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/**
 * The ERC-4337 account of a Latch embedded user: SimpleAccount (owner key, execute, executeBatch,
 * UUPS) plus ERC-1271 signatures over a hash bound to this account and chain, and session
 * permissions that validation enforces, so that a session key can do no more than it was granted
 * whatever the wallet that asked for it does.
 */
contract LatchAccount is SimpleAccount {
    /// What a session key may do: call `selector` on `target` until `validUntil`, and when `token`
    /// is set, move at most `allowance` of it in total by ERC-20 transfer or approve.
    struct Permission {
        address signer;
        address target;
        bytes4 selector;
        address token;
        uint256 allowance;
        uint48 validUntil;
    }

    /// Keeps what is left rather than what was spent: the first spend then rewrites a nonzero slot,
    /// as every later one does, so that its validation costs what a bundler's estimate (which runs
    /// validation more than once) saw.
    struct PermissionState {
        Permission permission;
        uint256 remaining;
        bool revoked;
    }

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant LATCH_MESSAGE_TYPEHASH = keccak256("LatchMessage(bytes32 hash)");
    bytes4 private constant ERC1271_VALID = 0x1626ba7e;
    bytes4 private constant ERC1271_INVALID = 0xffffffff;
    bytes4 private constant ERC20_TRANSFER = 0xa9059cbb;
    bytes4 private constant ERC20_APPROVE = 0x095ea7b3;
    uint256 private constant OWNER_SIGNATURE_LENGTH = 65;
    uint256 private constant SESSION_SIGNATURE_LENGTH = 97;

    mapping(bytes32 id => PermissionState) private _permissions;

    event PermissionGranted(
        bytes32 indexed id,
        address indexed signer,
        address target,
        bytes4 selector,
        address token,
        uint256 allowance,
        uint48 validUntil
    );
    event PermissionRevoked(bytes32 indexed id);
    event PermissionSpent(bytes32 indexed id, uint256 amount, uint256 spent);

    error PermissionUnknown(bytes32 id);
    error PermissionRevokedError(bytes32 id);
    error PermissionCallNotAllowed(bytes32 id);
    error PermissionAllowanceExceeded(bytes32 id, uint256 requested, uint256 remaining);
    error PermissionGasNotSponsored(bytes32 id);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// Grants a session key a permission. Only the owner, or the account itself in a call of an
    /// owner-signed UserOperation.
    function grantPermission(Permission calldata permission) external onlyOwner returns (bytes32 id) {
        require(permission.signer != address(0), "permission without signer");
        require(permission.validUntil > block.timestamp, "permission already expired");
        require(permission.token == address(0) || permission.token == permission.target, "token is not the target");
        // A key that may call the account (grantPermission, upgradeToAndCall) or its deposit at the
        // EntryPoint (withdrawTo) could make itself the owner in all but name.
        require(
            permission.target != address(this) && permission.target != address(entryPoint()),
            "target is the account or its entry point"
        );
        id = permissionId(permission);
        require(_permissions[id].permission.signer == address(0), "permission exists");
        _permissions[id].permission = permission;
        _permissions[id].remaining = permission.allowance;
        emit PermissionGranted(
            id,
            permission.signer,
            permission.target,
            permission.selector,
            permission.token,
            permission.allowance,
            permission.validUntil
        );
    }

    /// Revokes a permission for good: its key's UserOperations fail validation from now on.
    function revokePermission(bytes32 id) external onlyOwner {
        PermissionState storage state = _permissions[id];
        if (state.permission.signer == address(0)) revert PermissionUnknown(id);
        if (state.revoked) revert PermissionRevokedError(id);
        state.revoked = true;
        emit PermissionRevoked(id);
    }

    /// Ids differ across chains and accounts, so that a grant recorded for one is never taken for another's.
    function permissionId(Permission calldata permission) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), permission));
    }

    function permissionOf(bytes32 id) external view returns (Permission memory permission, uint256 spent, bool revoked) {
        PermissionState storage state = _permissions[id];
        return (state.permission, state.permission.allowance - state.remaining, state.revoked);
    }

    /// The EIP-712 hash of LatchMessage(hash) under this account's domain: what the owner signs for
    /// ERC-1271, so that its signature for its own address never passes for this account's.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("LatchAccount"), keccak256("1"), block.chainid, address(this))
        );
        return MessageHashUtils.toTypedDataHash(domainSeparator, keccak256(abi.encode(LATCH_MESSAGE_TYPEHASH, hash)));
    }

    /// ERC-1271.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recovers(replaySafeHash(hash), signature, owner) ? ERC1271_VALID : ERC1271_INVALID;
    }

    /// The owner's 65-byte signature as in SimpleAccount, or a session key's: permission id then its
    /// 65-byte signature, valid only for a call the permission allows and only until it expires.
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(userOpHash);
        if (userOp.signature.length == OWNER_SIGNATURE_LENGTH) {
            return _recovers(hash, userOp.signature, owner) ? SIG_VALIDATION_SUCCESS : SIG_VALIDATION_FAILED;
        }
        if (userOp.signature.length != SESSION_SIGNATURE_LENGTH) return SIG_VALIDATION_FAILED;

        bytes32 id = bytes32(userOp.signature[:32]);
        PermissionState storage state = _permissions[id];
        Permission memory permission = state.permission;
        if (permission.signer == address(0)) revert PermissionUnknown(id);
        if (state.revoked) revert PermissionRevokedError(id);
        _spend(id, permission, state, userOp.callData);
        // A session key chooses its UserOperation's gas price and limits; paid from the account, they
        // would let it hand the account's ETH to whoever bundles, so a paymaster must pay instead.
        if (userOp.paymasterAndData.length < 20) revert PermissionGasNotSponsored(id);
        bool signed = _recovers(hash, userOp.signature[32:], permission.signer);
        return _packValidationData(!signed, permission.validUntil, 0);
    }

    /// Checks that `callData` is one call the permission allows and counts the tokens it moves.
    function _spend(bytes32 id, Permission memory permission, PermissionState storage state, bytes calldata callData)
        private
    {
        if (callData.length < 4 || bytes4(callData[:4]) != this.execute.selector) revert PermissionCallNotAllowed(id);
        (address dest, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
        if (value != 0 || dest != permission.target || data.length < 4 || bytes4(data) != permission.selector) {
            revert PermissionCallNotAllowed(id);
        }
        if (permission.token == address(0)) return;
        if (dest != permission.token || (permission.selector != ERC20_TRANSFER && permission.selector != ERC20_APPROVE)) {
            revert PermissionCallNotAllowed(id);
        }
        if (data.length < 68) revert PermissionCallNotAllowed(id);
        uint256 amount;
        assembly {
            amount := mload(add(data, 68))
        }
        uint256 remaining = state.remaining;
        if (amount > remaining) revert PermissionAllowanceExceeded(id, amount, remaining);
        state.remaining = remaining - amount;
        emit PermissionSpent(id, amount, permission.allowance - (remaining - amount));
    }

    function _recovers(bytes32 hash, bytes calldata signature, address expected) private pure returns (bool) {
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(hash, signature);
        return recoverError == ECDSA.RecoverError.NoError && signer == expected;
    }
}
