// The baseline: a bare node:http server answering every request with the given bytes. Run as
// its own process, like the shop, so both compete with the load generator the same way.
// Usage: node baseline-server.mjs <port> <body-file> <content-type>
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, bodyFile, contentType] = process.argv.slice(2)
const body = readFileSync(bodyFile)
const server = createServer((_req, res) => {
	res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length })
	res.end(body)
})
server.keepAliveTimeout = 65_000
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
