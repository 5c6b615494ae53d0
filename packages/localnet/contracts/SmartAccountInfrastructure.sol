// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

// The ERC-4337 contracts of @account-abstraction/contracts 0.7 that the devnets deploy as they are:
// importing them here compiles them with ours, so that their artifacts sit beside the others.
import "@account-abstraction/contracts/core/EntryPoint.sol";
import "@account-abstraction/contracts/samples/VerifyingPaymaster.sol";
