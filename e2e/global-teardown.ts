/** Stops the products started by the global setup. */
export default async function globalTeardown() {
  await Promise.all((globalThis.__ADOM_PRODUCTS__ ?? []).map((product) => product.stop()));
}
