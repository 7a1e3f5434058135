// Gatsby's loader is not available in tests.
global.___loader = { enqueue: () => {}, hovering: () => {} };
