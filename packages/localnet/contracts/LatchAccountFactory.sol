// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "./LatchAccount.sol";

/**
 * Deploys LatchAccounts (ERC1967 proxies of one implementation) at CREATE2 addresses known before
 * they exist, as the sample SimpleAccountFactory does: a UserOperation's initCode names this factory
 * and createAccount(owner, salt). createAccount returns an existing account instead of failing, so
 * that ERC-6492 verification and EntryPoint.getSenderAddress work before and after deployment.
 */
contract LatchAccountFactory {
    LatchAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new LatchAccount(entryPoint);
    }

    function createAccount(address owner, uint256 salt) external returns (LatchAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return LatchAccount(payable(addr));
        account = LatchAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initializeCall(owner)))
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode, abi.encode(address(accountImplementation), _initializeCall(owner))
                )
            )
        );
    }

    function _initializeCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
