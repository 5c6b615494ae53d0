// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

import {BaseERC20} from "./BaseERC20.sol";

/// Wrapped ether: an ERC-20 backed one to one by the ether it holds, so that the pools can
/// treat the native token like any other.
contract WETH is BaseERC20 {
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    constructor() BaseERC20("Wrapped Ether", "WETH", 18) {}

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        _burn(msg.sender, wad);
        emit Withdrawal(msg.sender, wad);
        // A call rather than transfer: contract wallets may need more than 2300 gas to receive.
        (bool sent,) = payable(msg.sender).call{value: wad}("");
        require(sent, "WETH: ether transfer failed");
    }
}
