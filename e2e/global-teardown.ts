/** Stops the product started by the global setup. */
export default async function globalTeardown() {
  await globalThis.__ADOM_PRODUCT__?.stop();
}
