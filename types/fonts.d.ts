/** A font file imported from a module: webpack emits it and gives its public URL (gatsby-node.ts). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
