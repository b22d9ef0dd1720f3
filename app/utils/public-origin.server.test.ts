import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/utils/env.server.ts'
import { answersHost, isShopOrigin, publicOrigin, visitorOrigin } from './public-origin.server.ts'

const local = parseEnv({ PORT: '3000' })
const lan = parseEnv({ PORT: '3000', ALLOWED_HOSTS: 'shop.lan, 192.168.1.20' })
const hosted = parseEnv({ PUBLIC_URL: 'https://shop.example.com/', PORT: '3000' })

describe('publicOrigin', () => {
	it('is PUBLIC_URL, or http://localhost:PORT without it', () => {
		expect(publicOrigin(hosted)).toBe('https://shop.example.com')
		expect(publicOrigin(parseEnv({ PORT: '3311' }))).toBe('http://localhost:3311')
	})
})

describe('answersHost', () => {
	it('without PUBLIC_URL answers loopback names, with or without a port', () => {
		for (const host of [
			'localhost',
			'localhost:3000',
			'LOCALHOST:3000',
			'127.0.0.1',
			'127.0.0.1:3000',
			'127.8.9.10:4000',
			'[::1]',
			'[::1]:3000',
			undefined,
		]) {
			expect(answersHost(host, local), String(host)).toBe(true)
		}
	})

	it('without PUBLIC_URL refuses every other name unless ALLOWED_HOSTS lists it', () => {
		for (const host of [
			'attacker.example',
			'attacker.example:3000',
			'localhost.attacker.example',
			'127.0.0.1.attacker.example',
			'10.0.0.5:3000',
			'shop.lan',
			'[::2]',
		]) {
			expect(answersHost(host, local), host).toBe(false)
		}
		expect(answersHost('shop.lan:3000', lan)).toBe(true)
		expect(answersHost('192.168.1.20', lan)).toBe(true)
		expect(answersHost('evil.lan', lan)).toBe(false)
	})

	it('with PUBLIC_URL answers any host (nothing is built from it)', () => {
		expect(answersHost('10.0.0.5:3000', hosted)).toBe(true)
	})
})

describe('isShopOrigin', () => {
	it('with PUBLIC_URL is that origin only', () => {
		expect(isShopOrigin('https://shop.example.com', hosted)).toBe(true)
		for (const origin of ['http://shop.example.com', 'http://localhost:3000', 'null', '']) {
			expect(isShopOrigin(origin, hosted), origin).toBe(false)
		}
	})

	it('without PUBLIC_URL is http on PORT under an answered name', () => {
		for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
			expect(isShopOrigin(origin, local), origin).toBe(true)
		}
		expect(isShopOrigin('http://shop.lan:3000', lan)).toBe(true)
		for (const origin of [
			'http://attacker.example:3000',
			'https://localhost:3000',
			'http://localhost:3001',
			'http://shop.lan:3000',
			'not a url',
		]) {
			expect(isShopOrigin(origin, local), origin).toBe(false)
		}
	})
})

describe('visitorOrigin', () => {
	const withHost = (host?: string) => ({ headers: new Headers(host ? { Host: host } : {}) })

	it('without PUBLIC_URL keeps localhost, 127.0.0.1 or [::1] on PORT as the Host names it', () => {
		expect(visitorOrigin(withHost('127.0.0.1:3000'), local)).toBe('http://127.0.0.1:3000')
		expect(visitorOrigin(withHost('LOCALHOST:3000'), local)).toBe('http://localhost:3000')
		expect(visitorOrigin(withHost('[::1]:3000'), local)).toBe('http://[::1]:3000')
		const onPort80 = parseEnv({ PORT: '80' })
		expect(visitorOrigin(withHost('127.0.0.1'), onPort80)).toBe('http://127.0.0.1')
		expect(visitorOrigin(withHost('127.0.0.1:80'), onPort80)).toBe('http://127.0.0.1')
	})

	it('is the public origin for any other Host, and always with PUBLIC_URL', () => {
		for (const host of [
			undefined,
			'attacker.example:3000',
			'localhost.attacker.example:3000',
			'127.0.0.1:3001',
			'127.0.0.1',
			'127.0.0.2:3000',
			'127.1:3000',
			'shop.lan:3000',
			'user@127.0.0.1:3000',
			'127.0.0.1:3000/evil',
		]) {
			expect(visitorOrigin(withHost(host), lan), String(host)).toBe('http://localhost:3000')
		}
		expect(visitorOrigin(withHost('127.0.0.1:3000'), hosted)).toBe('https://shop.example.com')
	})
})

describe('ALLOWED_HOSTS', () => {
	it('takes host names only', () => {
		expect(parseEnv({ ALLOWED_HOSTS: ' a.lan ,b.lan,' }).ALLOWED_HOSTS).toEqual(['a.lan', 'b.lan'])
		for (const bad of ['http://a.lan', 'a.lan/x', 'a b', 'a.lan:3000']) {
			expect(() => parseEnv({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/)
		}
	})
})
