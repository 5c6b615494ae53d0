// Preloaded into the bundler (node --import): alto listens on 0.0.0.0 with no option to change it,
// and a bundler that spends funded keys has no business answering the network, only this machine.
import { Server } from 'node:net'

const listen = Server.prototype.listen

/** @param {...any} args */
Server.prototype.listen = function listenOnLoopback(...args) {
  const [options] = args
  if (typeof options === 'object' && options !== null && options.host === '0.0.0.0') {
    args[0] = { ...options, host: '127.0.0.1' }
  }
  return listen.apply(this, /** @type {any} */ (args))
}
