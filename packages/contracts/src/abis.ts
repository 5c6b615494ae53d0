import { parseAbi } from 'viem'

/**
 * LatchAccount (packages/localnet/contracts/LatchAccount.sol): the ERC-4337 account of an embedded
 * user. SimpleAccount's owner key and calls, plus ERC-1271 signatures over a replay-safe hash (bound
 * to this account and chain) and session permissions that its validation enforces on chain.
 *
 * @example
 * encodeFunctionData({ abi: latchAccountAbi, functionName: 'revokePermission', args: [id] })
 */
export const latchAccountAbi = parseAbi([
  'struct Permission { address signer; address target; bytes4 selector; address token; uint256 allowance; uint48 validUntil; }',
  'function owner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function getNonce() view returns (uint256)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function grantPermission(Permission permission) returns (bytes32 id)',
  'function revokePermission(bytes32 id)',
  'function permissionId(Permission permission) view returns (bytes32)',
  'function permissionOf(bytes32 id) view returns (Permission permission, uint256 spent, bool revoked)',
  'function replaySafeHash(bytes32 hash) view returns (bytes32)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'event PermissionGranted(bytes32 indexed id, address indexed signer, address target, bytes4 selector, address token, uint256 allowance, uint48 validUntil)',
  'event PermissionRevoked(bytes32 indexed id)',
  'event PermissionSpent(bytes32 indexed id, uint256 amount, uint256 spent)',
  'error PermissionUnknown(bytes32 id)',
  'error PermissionRevokedError(bytes32 id)',
  'error PermissionCallNotAllowed(bytes32 id)',
  'error PermissionAllowanceExceeded(bytes32 id, uint256 requested, uint256 remaining)',
  'error PermissionGasNotSponsored(bytes32 id)',
])

/**
 * LatchAccountFactory: deploys a LatchAccount for an owner at a CREATE2 address known before it
 * exists (the counterfactual address an undeployed smart account already has).
 *
 * @example
 * await client.readContract({ address: factory, abi: latchAccountFactoryAbi, functionName: 'getAddress', args: [owner, 0n] })
 */
export const latchAccountFactoryAbi = parseAbi([
  'function accountImplementation() view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * The VerifyingPaymaster of @account-abstraction/contracts 0.7: pays for a UserOperation that its
 * verifying signer (the frame's server) signed, between validAfter and validUntil.
 *
 * @example
 * await client.readContract({ address: paymaster, abi: verifyingPaymasterAbi, functionName: 'verifyingSigner' })
 */
export const verifyingPaymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function verifyingSigner() view returns (address)',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
  'function getDeposit() view returns (uint256)',
])
