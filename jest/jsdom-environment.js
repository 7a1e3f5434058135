/**
 * jsdom with the Fetch API's classes. jsdom has no Request, Response or Headers; the app's typed
 * API client (openapi-fetch) builds a Request for every call and reads the answer as a Response,
 * as a browser does. Node's own classes are handed in; the network itself stays the test's
 * (src/testing/api-server.ts).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // A body is parsed with the test's own JSON, as a browser page's would be: objects from
    // Node's realm would fail the plain-object checks of the code under test (TanStack Query's
    // structural sharing among them).
    const pageJson = this.global.JSON;
    class PageResponse extends Response {
      async json() {
        return pageJson.parse(await this.text());
      }
    }
    Object.assign(this.global, { Request, Response: PageResponse, Headers });
  }
}

module.exports = JsdomWithFetchClasses;
