/** content/<name>.yaml, parsed, in Storybook (its config reads the files as the build does). */
declare const __STORYBOOK_CONTENT__: Record<string, unknown>;

export const storyContent = <T>(name: string): T => __STORYBOOK_CONTENT__[name] as T;
