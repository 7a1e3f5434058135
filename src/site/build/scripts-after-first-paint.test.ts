import { AFTER_FIRST_PAINT_ID, afterFirstPaintScript, scriptsAfterFirstPaint, takeEarlyTap } from './scripts-after-first-paint';

const GATSBY_END =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';
const PAGE = `<!DOCTYPE html><html><head></head><body><main><h1>Laundry</h1></main>${GATSBY_END}`;

describe('scriptsAfterFirstPaint', () => {
  it('replaces Gatsby’s script tags with one inline loader of the same scripts, in order', () => {
    const result = scriptsAfterFirstPaint(PAGE);
    if (result.status !== 'rewritten') throw new Error(result.status);
    expect(result.sources).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(result.html).not.toMatch(/<script src=/);
    expect(result.html).toContain(`<script id="${AFTER_FIRST_PAINT_ID}">`);
    expect(result.html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    // Gatsby's own inline scripts stay where they were, before the loader.
    expect(result.html.indexOf('___webpackCompilationHash')).toBeLessThan(result.html.indexOf(AFTER_FIRST_PAINT_ID));
    expect(result.html.startsWith('<!DOCTYPE html><html><head></head><body><main><h1>Laundry</h1></main>')).toBe(true);
  });

  it('leaves a page it has rewritten before as it is', () => {
    const once = scriptsAfterFirstPaint(PAGE);
    if (once.status !== 'rewritten') throw new Error(once.status);
    expect(scriptsAfterFirstPaint(once.html)).toEqual({ status: 'already' });
  });

  it('reports a page with neither Gatsby’s tags nor the loader', () => {
    expect(scriptsAfterFirstPaint('<html><body><p>x</p></body></html>')).toEqual({ status: 'no-scripts' });
  });

  it('refuses a page with two separate runs of script tags rather than guess', () => {
    expect(() => scriptsAfterFirstPaint(PAGE.replace('<main>', '<script src="/x.js" async></script><main>'))).toThrow(/one run/);
  });
});

describe('the loader', () => {
  type Callback = (list: { getEntries: () => { name: string }[] }) => void;
  const observers: Callback[] = [];
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  const paint = (name: string) => observers.forEach((callback) => callback({ getEntries: () => [{ name }] }));
  const added = () => Array.from(document.querySelectorAll('script[src]')).map((script) => script.getAttribute('src'));
  const run = () => new Function(afterFirstPaintScript(['/a.js', '/b.js']))();
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    observers.length = 0;
    document.body.innerHTML = '';
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.assign(window, { PerformanceObserver: FakePaintObserver });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the scripts, in order and once, just after the first contentful paint', () => {
    run();
    paint('first-paint');
    jest.advanceTimersByTime(10);
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/a.js', '/b.js']);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(2000);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them at once in a page opened in the background', () => {
    visibility = 'hidden';
    run();
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them a second after the HTML when no paint is reported', () => {
    run();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('waits for the next frame where the browser does not report paints', () => {
    Object.assign(window, { PerformanceObserver: undefined });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    run();
    jest.advanceTimersByTime(10);
    expect(added()).toEqual([]);
    frames.forEach((callback) => callback(0));
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('notes the last button tapped before the page came to life, not a form’s submit, and stops once it is taken', () => {
    document.body.innerHTML =
      '<div role="tablist"><button type="button" id="callback">Callback</button><button type="button" id="quote"><span>Quote Form</span></button></div>' +
      '<form><button type="submit" id="send">Send</button></form>';
    run();
    const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
    button('callback').click();
    (button('quote').firstElementChild as HTMLElement).click();
    document.getElementById('send')?.addEventListener('click', (event) => event.preventDefault());
    button('send').click();
    expect(takeEarlyTap(window)).toBe(button('quote'));
    button('callback').click();
    expect(takeEarlyTap(window)).toBeNull();
  });
});
