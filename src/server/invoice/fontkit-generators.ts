// @pdf-lib/fontkit's Indic shaper finds syllables with a state machine that
// was compiled into a generator calling a global `regeneratorRuntime` the
// package does not ship: without one, laying out Devanagari throws. This is the
// little of that runtime the one generator uses (its body returns each match,
// and ends with `context.stop()`). Imported for its effect before any layout.

interface GeneratorContext {
  prev: unknown;
  next: unknown;
  done: boolean;
  stop(): undefined;
}

function wrap(body: (context: GeneratorContext) => unknown): IterableIterator<unknown> {
  const context: GeneratorContext = {
    prev: 0,
    next: 0,
    done: false,
    stop() {
      this.done = true;
      return undefined;
    },
  };
  const generator: IterableIterator<unknown> = {
    next() {
      if (context.done) return { value: undefined, done: true };
      const value = body(context);
      return context.done ? { value: undefined, done: true } : { value, done: false };
    },
    [Symbol.iterator]: () => generator,
  };
  return generator;
}

const scope = globalThis as { regeneratorRuntime?: unknown };
scope.regeneratorRuntime ??= { mark: <T>(fn: T) => fn, wrap };
