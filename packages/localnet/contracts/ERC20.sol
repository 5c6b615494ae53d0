// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

import {BaseERC20} from "./BaseERC20.sol";

/// A plain ERC-20 for the devnets. Only its deployer mints, which on a devnet (whose keys are
/// public) is a convenience for funding accounts, not a safeguard.
contract ERC20 is BaseERC20 {
    address public immutable owner;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) BaseERC20(name_, symbol_, decimals_) {
        owner = msg.sender;
    }

    function mint(address to, uint256 value) external {
        require(msg.sender == owner, "ERC20: only the deployer mints");
        _mint(to, value);
    }
}
