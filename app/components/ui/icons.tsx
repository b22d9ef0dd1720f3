// The shop's line icons: decorative (hidden from screen readers, the control they sit in has the
// label), drawn on a 24 x 24 grid in the text colour. Size, class and line ends come from props.
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

export function LineIcon({ children, ...props }: IconProps) {
	return (
		<svg
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			aria-hidden="true"
			{...props}
		>
			{children}
		</svg>
	)
}

/** An X: closes a menu or a panel. */
export function CloseIcon(props: IconProps) {
	return (
		<LineIcon {...props}>
			<path d="M6 6l12 12M18 6L6 18" />
		</LineIcon>
	)
}
