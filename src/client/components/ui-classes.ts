// Shared class lists so buttons, links and fields look the same everywhere.

export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const BUTTON_VARIANTS = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const;

const BUTTON_SIZES = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
} as const;

/** Button look for <button> and <a> alike; one size per element, so paddings never clash. */
export function buttonClass(
  variant: keyof typeof BUTTON_VARIANTS,
  size: keyof typeof BUTTON_SIZES = 'md',
): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
}

export const primaryButton = buttonClass('primary');

export const secondaryButton = buttonClass('secondary');

export const textLink =
  'font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700';

export const fieldLabel = 'block text-sm font-medium text-slate-800';

export const fieldInput =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 aria-[invalid=true]:border-red-600';

export const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
