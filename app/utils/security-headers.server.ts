// Security headers for every response the server sends: documents, assets, resource routes and
// the server's own 403/404/413 answers. The Content-Security-Policy carries a fresh nonce per
// response. Documents get theirs from app/entry.server.tsx, which renders React Router's inline
// scripts with a nonce of its own and replaces this header with the policy naming it.
import { randomFillSync } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/** Where the checkout form may send the browser besides this site (Stripe's hosted checkout). */
export const PAYMENT_FORM_ORIGINS = ['https://checkout.stripe.com']

// Random bytes are drawn 4 KB at a time (as Node does for randomUUID): one call to the system's
// generator serves 256 nonces, instead of one call per response.
const NONCE_BYTES = 16
const pool = Buffer.alloc(4096)
let poolOffset = pool.length

/** 128 random bits, base64: what CSP Level 3 asks of a nonce. */
export function createNonce(): string {
	if (poolOffset + NONCE_BYTES > pool.length) {
		randomFillSync(pool)
		poolOffset = 0
	}
	poolOffset += NONCE_BYTES
	return pool.toString('base64', poolOffset - NONCE_BYTES, poolOffset)
}

/**
 * The policy: scripts only from this origin or carrying the request's nonce (no 'unsafe-inline',
 * no 'unsafe-eval'); styles only from this origin or a <style> carrying the nonce (documents
 * carry Tailwind's stylesheet inline; React sets `style` props through the CSSOM, which CSP
 * allows); no plugins, no framing, forms only to ourselves and the payment provider.
 */
export function contentSecurityPolicy(nonce: string): string {
	return [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}'`,
		`style-src 'self' 'nonce-${nonce}'`,
		"img-src 'self' data:",
		"font-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		`form-action 'self' ${PAYMENT_FORM_ORIGINS.join(' ')}`,
		"frame-ancestors 'none'",
	].join('; ')
}

/** Every header but the CSP is the same for all responses, so it is built once. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
	'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
	'X-Content-Type-Options': 'nosniff',
	'X-Frame-Options': 'DENY',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
	'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Sets the headers on a response before anything else writes to it. */
export function applySecurityHeaders(res: ServerResponse): void {
	res.setHeader('Content-Security-Policy', contentSecurityPolicy(createNonce()))
	for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value)
}
