/** A stylesheet imported as `x.css?raw`: its text (gatsby-node.ts; Vite does the same for Storybook). */
declare module '*.css?raw' {
  const css: string;
  export default css;
}
