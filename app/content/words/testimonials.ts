// What customers say on the home page. THE OWNER REPLACES THESE with real customers' words (and
// their permission to print them): the three below are samples written for the demo. A shop that
// shows invented reviews as real ones breaks consumer-protection law (in the US the FTC's rule on
// fake reviews and testimonials, 16 CFR Part 465). Fewer real ones are better than any invented.
export type Testimonial = { quote: string; name: string; place: string }

export const TESTIMONIALS: readonly Testimonial[] = [
	{
		quote:
			'I measured our three bedroom windows on a Saturday morning and the screens arrived the week after. Every one fit perfectly on the first try.',
		name: 'Linda M.',
		place: 'Columbus, OH',
	},
	{
		quote:
			'Our old screens were a patchwork of odd sizes. Ordering each one to the sixteenth made it simple, and the springs had them in place in minutes.',
		name: 'Marcus T.',
		place: 'Raleigh, NC',
	},
	{
		quote:
			'I called about a narrow basement window and got a straight answer the same day. Solid frames, clean mesh, and a fair price.',
		name: 'Priya S.',
		place: 'Tucson, AZ',
	},
]
