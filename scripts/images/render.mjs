// `npm run images`: renders the product images from the 3D scene in scripts/images/scene.py with
// Blender (Debian: `apt-get install -y blender`; Cycles on the CPU, at the lowest CPU priority)
// and converts each render to AVIF and WebP at the widths the pages ask for (sharp). The outputs
// are committed, so neither `npm start` nor CI needs Blender.
//
//   npm run images                          render every shot, then convert
//   npm run images -- --shots front,corner  only these shots
//   npm run images -- --from DIR            convert renders already in DIR (no Blender)
//   npm run images -- --scale 0.25 --samples 16 --out DIR   a quick test render, not converted
import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, existsSync } from 'node:fs'
import { setPriority, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const SCENE = join(ROOT, 'scripts', 'images', 'scene.py')

// Each render and the files made from it; the widths match app/content/images/product-images.ts and
// app/content/images/images.ts (a unit test checks that every file they name exists).
const GALLERY_WIDTHS = [400, 800, 1200]
const HERO_WIDTHS = [640, 960, 1280, 1600]
const SHOTS = {
	front: { out: 'images/products/signature-screen-front', widths: GALLERY_WIDTHS },
	corner: { out: 'images/products/signature-screen-corner', widths: GALLERY_WIDTHS },
	mesh: { out: 'images/products/signature-screen-mesh', widths: GALLERY_WIDTHS },
	installed: { out: 'images/products/signature-screen-installed', widths: GALLERY_WIDTHS },
	springs: { out: 'images/products/signature-screen-springs', widths: GALLERY_WIDTHS },
	hero: { out: 'images/hero-window', widths: HERO_WIDTHS },
}
// Quality chosen by eye on these renders: no visible blocking in the weave at 1200 px, and the
// hero at phone width stays well under the 60 KB budget for the largest contentful paint.
const AVIF = { quality: 52, effort: 6, chromaSubsampling: '4:2:0' }
const WEBP = { quality: 78, effort: 6 }

function parseArgs(argv) {
	const args = { shots: Object.keys(SHOTS) }
	for (let i = 0; i < argv.length; i += 2) {
		const [key, value] = [argv[i]?.replace(/^--/, ''), argv[i + 1]]
		if (value === undefined) throw new Error(`--${key} needs a value`)
		if (key === 'shots') args.shots = value.split(',')
		else if (['from', 'out', 'scale', 'samples'].includes(key)) args[key] = value
		else throw new Error(`unknown option --${key}`)
	}
	for (const shot of args.shots) {
		if (!(shot in SHOTS)) throw new Error(`unknown shot ${shot}; shots: ${Object.keys(SHOTS)}`)
	}
	return args
}

function render({ shots, out, scale, samples }) {
	const version = spawnSync('blender', ['--version'], { encoding: 'utf8' })
	if (version.error || version.status !== 0) {
		throw new Error('Blender is not installed: apt-get install -y blender (Debian 12: 3.4.1)')
	}
	const extra = [...(scale ? ['--scale', scale] : []), ...(samples ? ['--samples', samples] : [])]
	const started = Date.now()
	const result = spawnSync(
		'blender',
		[
			'-b',
			'--factory-startup',
			'-P',
			SCENE,
			'--',
			'--out',
			out,
			'--shots',
			shots.join(','),
			...extra,
		],
		{ stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 1 << 28 },
	)
	for (const line of result.stdout.split('\n')) {
		if (/^Saved:|^ Time:|Error/.test(line)) console.log(line.trim())
	}
	if (result.status !== 0) throw new Error(`Blender exited with ${result.status}`)
	console.log(`rendered ${shots.length} shots in ${Math.round((Date.now() - started) / 1000)} s`)
}

async function convert(from, shots) {
	for (const shot of shots) {
		const { out, widths } = SHOTS[shot]
		const source = join(from, `${shot}.png`)
		if (!existsSync(source)) throw new Error(`${source} is missing: render it first`)
		const target = join(ROOT, 'public', out)
		mkdirSync(dirname(target), { recursive: true })
		for (const width of widths) {
			const resized = sharp(source).resize({ width, kernel: 'lanczos3' })
			const avif = await resized.clone().avif(AVIF).toFile(`${target}-${width}.avif`)
			const webp = await resized.clone().webp(WEBP).toFile(`${target}-${width}.webp`)
			console.log(`${out}-${width}: avif ${avif.size} B, webp ${webp.size} B`)
		}
	}
}

const args = parseArgs(process.argv.slice(2))
// Rendering and converting take every core for minutes: run at the lowest CPU priority (Blender
// inherits it), so a shared machine or the developer's editor stays responsive.
setPriority(19)
sharp.concurrency(1)
if (args.from) {
	await convert(args.from, args.shots)
} else if (args.out) {
	// A test render: keep the PNGs in --out and do not touch public/.
	render(args)
} else {
	const out = mkdtempSync(join(tmpdir(), 'shop-renders-'))
	render({ ...args, out })
	await convert(out, args.shots)
	console.log(`renders kept in ${out}`)
}
