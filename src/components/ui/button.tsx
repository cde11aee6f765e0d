import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';
import { overrideClasses } from './class-overrides';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-bold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-candy-pink-dark text-white hover:bg-candy-pink-dark/90 shadow-sm',
        secondary: 'bg-candy-purple-dark text-white hover:bg-candy-purple-dark/90 shadow-sm',
        outline: 'border-2 border-candy-pink-dark text-candy-pink-dark bg-white hover:bg-candy-pink/10',
        ghost: 'text-ink hover:bg-candy-pink/10',
        destructive: 'bg-red-600 text-white hover:bg-red-700',
        link: 'text-candy-purple-dark underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = overrideClasses(buttonVariants({ variant, size }), className);
  if (asChild)
    return (
      <AsChild className={classes} {...props}>
        {children}
      </AsChild>
    );
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}

/**
 * `asChild`: the button's look on its one child (a link), which keeps its own element and props; its classes come
 * after the button's. Buttons wrap a plain link, so this is all of Radix's Slot they need, without its code on every page.
 */
function AsChild({ children, className, ...props }: ComponentProps<'button'>) {
  if (!isValidElement(children)) throw new Error('A Button with asChild needs one element as its child');
  const child = children as ReactElement<{ className?: string }>;
  return cloneElement(child, { ...props, ...child.props, className: overrideClasses(className ?? '', child.props.className) });
}
