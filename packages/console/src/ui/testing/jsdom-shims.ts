// jsdom lacks ResizeObserver, which Radix's switch measures its thumb with.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

// Nor scrollIntoView, which the section tabs bring the current tab into view with.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
