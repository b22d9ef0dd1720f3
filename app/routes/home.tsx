import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta('Home', 'Home')

export default function Page() {
	return (
		<section className="mx-auto max-w-5xl px-4 py-16">
			<h1 className="text-3xl font-bold">Home</h1>
		</section>
	)
}
