// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

/// What a flash-swap recipient implements: Pair.swap calls it before checking that it was repaid.
interface IUniswapV2Callee {
    function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}
