import { scrollToTopOnPathChange } from './scroll-to-top';

const at = (pathname: string, hash = '') => ({ location: { pathname, hash } });

describe('scrollToTopOnPathChange', () => {
  it('scrolls to the top when the path changes, and tells Gatsby it is handled', () => {
    const scrollTo = jest.fn();
    expect(scrollToTopOnPathChange({ routerProps: at('/pricing'), prevRouterProps: at('/') }, scrollTo)).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the first load, a hash change and a link to an anchor to Gatsby', () => {
    const scrollTo = jest.fn();
    expect(scrollToTopOnPathChange({ routerProps: at('/') }, scrollTo)).toBe(true);
    expect(scrollToTopOnPathChange({ routerProps: at('/services', '#faq'), prevRouterProps: at('/services') }, scrollTo)).toBe(true);
    expect(scrollToTopOnPathChange({ routerProps: at('/services', '#faq'), prevRouterProps: at('/') }, scrollTo)).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
