import * as React from 'react';
import { Spinner } from '../Spinner/Spinner';
import { ButtonRoot, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

interface ButtonOwnProps {
  /** What the button does decides its colour: primary for the main action, danger to delete, success for done. */
  variant?: ButtonVariant;
  /** Height and text size. */
  size?: ButtonSize;
  /** Stretch to the width of the container (forms on a phone). */
  fullWidth?: boolean;
  /** Show a spinner and block clicks while the action runs; the label stays visible. */
  loading?: boolean;
  /** Block clicks; a link rendered through `as` gets aria-disabled and ignores clicks instead. */
  disabled?: boolean;
  /** The label. */
  children?: React.ReactNode;
}

/** Props of a Button rendered as `C`: a <button> by default, or a link such as Gatsby's Link. */
export type ButtonProps<C extends React.ElementType = 'button'> = ButtonOwnProps & {
  /** Render as another element or component, e.g. `as={Link} to="/app/login"`. */
  as?: C;
} & Omit<React.ComponentPropsWithoutRef<C>, keyof ButtonOwnProps | 'as'>;

type ButtonComponent = (<C extends React.ElementType = 'button'>(
  props: ButtonProps<C> & { ref?: React.ComponentPropsWithRef<C>['ref'] },
) => React.ReactNode) & { displayName?: string };

/**
 * The one button of the product. A native <button type="button"> unless told otherwise: forms pass
 * type="submit".
 */
export const Button = React.forwardRef(function Button(
  {
    as,
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    disabled = false,
    children,
    onClick,
    ...rest
  }: ButtonProps<React.ElementType>,
  // Typed for the default element; callers get the ref type of `as` through ButtonComponent.
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const isNativeButton = as === undefined || as === 'button';
  const blocked = disabled || loading;

  // A link cannot be disabled natively, and a button at work keeps its focus (a natively disabled
  // one loses it, so after a refused save the keyboard would start again at the top of the page):
  // both are announced as unavailable and their clicks swallowed, a form's submission with them.
  const swallowed = blocked && (!isNativeButton || !disabled);
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    if (swallowed) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <ButtonRoot
      ref={ref}
      as={as}
      data-ui="button"
      type={isNativeButton ? 'button' : undefined}
      {...rest}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={swallowed ? true : undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $disabled={disabled}
      $loading={loading}
    >
      {loading && <Spinner size="sm" tone="inherit" decorative />}
      {children}
    </ButtonRoot>
  );
}) as ButtonComponent;
Button.displayName = 'Button';
