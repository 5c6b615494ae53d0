// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

/// The ERC-20 calls the pools and the router make on tokens they do not know.
interface IERC20 {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}
