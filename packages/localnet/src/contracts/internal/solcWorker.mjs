// Runs solc-js off the main thread: a compile takes seconds of synchronous WebAssembly, which
// would otherwise freeze whatever else the process serves (npm start relays its children's output).
import { parentPort, workerData } from 'node:worker_threads'
import solc from 'solc'

parentPort?.postMessage(solc.compile(workerData))
