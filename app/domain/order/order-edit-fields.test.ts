import { describe, expect, it } from 'vitest'
import { formFieldOf, lineField } from './order-edit-fields.ts'

describe('the change form’s field names', () => {
	it('names a line’s part by its position', () => {
		expect(lineField(0, 'width')).toBe('line.0.width')
		expect(lineField(12, 'remove')).toBe('line.12.remove')
	})

	it("maps the change rule's fields to the form's", () => {
		expect(formFieldOf('lines.2.width')).toBe('line.2.width')
		expect(formFieldOf('lines.0')).toBe('line.0.remove')
		expect(formFieldOf('lines')).toBe('form')
		expect(formFieldOf('shipTo')).toBe('shipLine1')
		expect(formFieldOf(undefined)).toBe('form')
	})
})
