// Build-time patches of penpal 7.0.6 (pinned exactly in package.json): the SDK talks to one frame
// that runs penpal 7, through one method and its own messenger (connectFrame), so penpal's code for
// other uses is dead weight in the script tag's budget. Each patch names how often its text occurs in penpal's source; a patch that
// finds its text another number of times fails the build (penpal changed: review the patches).
import { parseSync } from 'rolldown/experimental'

/**
 * The patches, applied in order: `[text, replacement, times the text occurs]`.
 *
 * @example
 * for (const [from, to, times] of penpalPatches) console.log(times, from, '→', to)
 */
export const penpalPatches = [
  // The frame runs penpal 7: only a penpal 6 child announces this participant id.
  ['remoteParticipantId !== DEPRECATED_PENPAL_PARTICIPANT_ID', 'true', 1],
  ['remoteParticipantId === DEPRECATED_PENPAL_PARTICIPANT_ID', 'false', 1],
  // Only a penpal 6 child reads ACK1's method paths (penpal 7 calls any path it is asked to).
  ['const methodPaths = extractMethodPathsFromMethods(methods);', '', 1],
  ['      type: "ACK1",\n      methodPaths\n', '      type: "ACK1"\n', 1],
  // Each side exposes one method, `handle`, and connectFrame only calls `remote.handle(message)`: the
  // remote is that one function rather than a Proxy of every path, and a call of any other path
  // (methodPath ['handle'] compares equal to 'handle') is METHOD_NOT_FOUND. That function is async, so that it never throws: a call on a destroyed connection rejects.
  [
    'const method = getMethodAtMethodPath(methodPath, methods);',
    'const method = methodPath == "handle" && methods.handle;',
    1,
  ],
  [
    'const remoteProxy = createRemoteProxy((methodPath, args) => {',
    'const remoteProxy = ((call) => ({ handle: async (...args) => call(["handle"], args) }))((methodPath, args) => {',
    1,
  ],
  ['    });\n  }, log);\n', '    });\n  });\n', 1],
  // The SDK's `handle` never returns a Reply (no transferables), and it checks each reply cloneable
  // before it returns it: sending a reply cannot fail with a DataCloneError.
  [
    '      if (value instanceof Reply_default) {\n        transferables = value.transferables;\n        value = await value.value;\n      }\n',
    '',
    1,
  ],
  ['    let transferables;\n', '', 1],
  [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
    '    try {\n      log?.(`Sending ${formatMethodPath(methodPath)}() reply`, replyMessage);\n      messenger.sendMessage(replyMessage, transferables);\n    } catch (error) {\n      if (error.name === "DataCloneError") {\n        replyMessage = createErrorReplyMessage(channel, callId, error);\n        log?.(`Sending ${formatMethodPath(methodPath)}() reply`, replyMessage);\n        messenger.sendMessage(replyMessage);\n      }\n      throw error;\n    }\n',
    '    messenger.sendMessage(replyMessage);\n',
    1,
  ],
  // The SDK passes no CallOptions: a call has neither transferables nor a timeout of its own (the
  // SDK's deadlines are its own).
  [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
    '    const lastArg = args[args.length - 1];\n    const lastArgIsOptions = lastArg instanceof CallOptions_default;\n    const { timeout, transferables } = lastArgIsOptions ? lastArg : {};\n    const argsWithoutOptions = lastArgIsOptions ? args.slice(0, -1) : args;\n    return new Promise((resolve, reject) => {\n      const timeoutId = timeout !== void 0 ? window.setTimeout(() => {\n        replyHandlers.delete(callId);\n        reject(\n          new PenpalError_default(\n            "METHOD_CALL_TIMEOUT",\n            `Method call ${formatMethodPath(\n              methodPath\n            )}() timed out after ${timeout}ms`\n          )\n        );\n      }, timeout) : void 0;\n      replyHandlers.set(callId, { methodPath, resolve, reject, timeoutId });\n',
    '    return new Promise((resolve, reject) => {\n      replyHandlers.set(callId, { resolve, reject });\n',
    1,
  ],
  ['args: argsWithoutOptions', 'args', 1],
  ['messenger.sendMessage(callMessage, transferables);', 'messenger.sendMessage(callMessage);', 1],
  [
    'for (const { methodPath, reject, timeoutId } of replyHandlers.values()) {\n      clearTimeout(timeoutId);\n      reject(getDestroyedConnectionMethodCallError(methodPath));',
    'for (const { reject } of replyHandlers.values()) {\n      reject(getDestroyedConnectionMethodCallError());',
    1,
  ],
  // The SDK keeps a rejected call's reason only as the `cause` of its own error: a serialized Error
  // needs no rebuilding into one.
  ['isSerializedErrorInstance ? deserializeError(value) : value', 'value', 1],
  [
    'const { callId, value, isError, isSerializedErrorInstance } = message;',
    'const { callId, value, isError } = message;',
    1,
  ],
  // connectFrame's messenger posts the handshake to the frame's window, which cannot fail once the
  // frame has spoken; the first SYN's failure still rejects the connection, through connect's own
  // catch.
  [
    '    try {\n      messenger.sendMessage(synMessage);\n    } catch (error) {\n      reject(new PenpalError_default("TRANSMISSION_FAILED", error.message));\n    }\n',
    '    messenger.sendMessage(synMessage);\n',
    1,
  ],
  [
    '    try {\n      messenger.sendMessage(ack1Message);\n    } catch (error) {\n      reject(new PenpalError_default("TRANSMISSION_FAILED", error.message));\n      return;\n    }\n',
    '    messenger.sendMessage(ack1Message);\n',
    1,
  ],
  [
    '    try {\n      messenger.sendMessage(ack2Message);\n    } catch (error) {\n      reject(new PenpalError_default("TRANSMISSION_FAILED", error.message));\n      return;\n    }\n',
    '    messenger.sendMessage(ack2Message);\n',
    1,
  ],
  // An error reply is only ever penpal's METHOD_NOT_FOUND (the SDK's `handle` answers every message
  // with a reply of its own and never throws): it is posted as it is, not serialized first.
  [
    '  ...error instanceof Error ? { value: serializeError(error), isSerializedErrorInstance: true } : { value: error }',
    '  value: error',
    1,
  ],
  // connectFrame always gives the handshake a timeout.
  ['const timeoutId = timeout !== void 0 ? setTimeout(', 'const timeoutId = setTimeout(', 1],
  ['  }, timeout) : void 0;\n', '  }, timeout);\n', 1],
  // The constructor sets `code`; the field declaration before it adds nothing.
  ['  code;\n  constructor(code, message) {', '  constructor(code, message) {', 1],
  // ACK2 completes the handshake: its handler only logged before doing so.
  ['      handleAck2Message(message);\n', '      connectCallHandlerAndMethodProxies();\n', 1],
  // connectFrame always passes its methods.
  ['  methods = {},\n', '  methods,\n', 1],
  // Ids only tell this connection's participants and calls apart (the frame's checks are by origin):
  // Math.random serves, as penpal's own fallback outside a secure context does.
  [
    'crypto.randomUUID?.bind(crypto) ?? (() => new Array(4).fill(0).map(\n  () => Math.floor(Math.random() * Number.MAX_SAFE_INTEGER).toString(16)\n).join("-"));',
    '() => Math.random().toString(36);',
    1,
  ],
  // The debug `log` is never given (withoutDebugLogs drops its calls), so it is not handed around
  // either.
  ['  channel,\n  log\n}) => {', '  channel\n}) => {', 2],
  ['        channel,\n        log\n      });', '        channel\n      });', 1],
  ['(messenger, methods, channel, log)', '(messenger, methods, channel)', 2],
  [
    'connectRemoteProxy_default(messenger, channel, log)',
    'connectRemoteProxy_default(messenger, channel)',
    1,
  ],
  [
    'messenger.initialize({ log, validateReceivedMessage })',
    'messenger.initialize({ validateReceivedMessage })',
    1,
  ],
  // Destroying twice does nothing more (each handler it runs is idempotent): no `once` is needed.
  [
    'const destroyConnection = once_default((notifyOtherParticipant) => {',
    'const destroyConnection = (notifyOtherParticipant) => {',
    1,
  ],
  ['    log?.("Connection destroyed");\n  });\n', '    log?.("Connection destroyed");\n  };\n', 1],
  // penpal's DESTROY is never sent: after a reload the frame may already be talking to this channel, and a DESTROY would end the new document's connection.
  ['if (notifyOtherParticipant) {', 'if (false) {', 1],
  // connectFrame passes a new messenger to each connection: the argument checks never fail.
  [
    '  if (!messenger) {\n    throw new PenpalError_default("INVALID_ARGUMENT", "messenger must be defined");\n  }\n',
    '',
    1,
  ],
  [
    '  if (usedMessengers.has(messenger)) {\n    throw new PenpalError_default(\n      "INVALID_ARGUMENT",\n      "A messenger can only be used for a single connection"\n    );\n  }\n  usedMessengers.add(messenger);\n',
    '',
    1,
  ],
  // The SDK reports its own errors and keeps penpal's as their `cause`, identified by `code`: the
  // texts beside the codes go.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
  ['`Method \\`${formatMethodPath(methodPath)}\\` is not found.`', '""', 1],
  [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
    '`Method call ${formatMethodPath(\n      methodPath\n    )}() failed due to destroyed connection`',
    '""',
    1,
  ],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
  ['`Connection timed out after ${timeout}ms`', '""', 1],
]

const describe = (from) => JSON.stringify(from.length > 70 ? `${from.slice(0, 70)}…` : from)

/**
 * Applies `patches` in order; throws, naming the patch, when one's text does not occur exactly its
 * number of times.
 *
 * @example
 * applyPatches('a b a', [['a', 'c', 2]]) // 'c b c'
 */
export function applyPatches(source, patches = penpalPatches) {
  return patches.reduce((code, [from, to, times]) => {
    const parts = code.split(from)
    if (parts.length !== times + 1)
      throw new Error(
        `penpal patch ${describe(from)} expects its text ${times} time(s) and found it ${parts.length - 1}: penpal's source changed, review scripts/internal/patchPenpal.mjs`,
      )
    return parts.join(to)
  }, source)
}

// penpal logs every message through an optional `log` that the SDK never passes (penpal's debug()):
// every `log?.(...)` and `this.#log?.(...)` statement is dead, with its message template.
const isDebugLog = (node) => {
  const call = node.type === 'ExpressionStatement' && node.expression.type === 'ChainExpression'
  const callee = call && node.expression.expression.callee
  return callee?.type === 'Identifier'
    ? callee.name === 'log'
    : callee?.type === 'MemberExpression' &&
        callee.object.type === 'ThisExpression' &&
        callee.property.type === 'PrivateIdentifier' &&
        callee.property.name === 'log'
}
const findDebugLogs = (node, found = []) => {
  if (Array.isArray(node)) for (const child of node) findDebugLogs(child, found)
  else if (node && typeof node === 'object') {
    if (isDebugLog(node)) found.push(node)
    else for (const child of Object.values(node)) findDebugLogs(child, found)
  }
  return found
}

/**
 * Drops every debug-log statement, found in the syntax tree so that nothing else can be caught;
 * throws when the source does not parse or has none (penpal changed).
 *
 * @example
 * withoutDebugLogs('penpal.mjs', 'const f = (log) => { log?.("x"); return 1 }') // the call becomes `;`
 */
export function withoutDebugLogs(path, source) {
  const { program, errors } = parseSync(path, source)
  if (errors.length) throw new Error(`penpal's source does not parse once patched: ${errors[0].message}`)
  const logs = findDebugLogs(program)
  if (!logs.length)
    throw new Error(
      "penpal's source has no debug-log call left to drop: review scripts/internal/patchPenpal.mjs",
    )
  // Cut from the end so earlier offsets stay valid; `;` keeps a bare `if (x) log?.()` well formed.
  return logs
    .sort((a, b) => b.start - a.start)
    .reduce((code, { start, end }) => `${code.slice(0, start)};${code.slice(end)}`, source)
}

/**
 * penpal's `dist/penpal.mjs` as the SDK bundles it: every patch applied, the debug logs dropped.
 *
 * @example
 * const contents = patchPenpal(await readFile(path, 'utf8'), path)
 */
export function patchPenpal(source, path = 'penpal.mjs') {
  return withoutDebugLogs(path, applyPatches(source))
}
