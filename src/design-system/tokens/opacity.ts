/** Opacities: a disabled control stays in its own colours (a paid booking's green PAID button) but fades back. */
export const opacities = {
  disabled: 0.6,
} as const;
