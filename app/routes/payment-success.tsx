import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta('Payment Success', 'Payment Success')

export default function Page() {
	return (
		<section className="mx-auto max-w-5xl px-4 py-16">
			<h1 className="text-3xl font-bold">Payment Success</h1>
		</section>
	)
}
