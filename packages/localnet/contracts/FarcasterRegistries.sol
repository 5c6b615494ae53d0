// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

/// The read side of Farcaster's ID Registry that Sign In With Farcaster checks: which FID a custody
/// address holds, and the reverse. The local Farcaster chain puts this code at the registry's
/// Optimism address and writes the dev FIDs into its storage (see docs/farcaster.md), so the
/// mappings' slots (0 and 1) are part of its interface.
contract IdRegistry {
    mapping(address custody => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;
}

/// The read side of Farcaster's Key Registry: the state and type of a key an FID added. Sign In
/// With Farcaster asks it whether a signer is an auth address (key type 2, state added) of the FID.
/// No dev FID adds keys, so every answer is the empty key (state 0: never added).
contract KeyRegistry {
    struct KeyData {
        uint8 state;
        uint32 keyType;
    }

    mapping(uint256 fid => mapping(bytes key => KeyData data)) internal keys;

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }
}
