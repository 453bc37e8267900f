/**
 * A part of the kit that is a chunk of its own, loaded on first need (issue 13: a screen does not pay for a
 * table or a date picker it may never show). `loaded()` is the module once its chunk has run (render with it at
 * once, without suspending), `load()` its one load; a failed load is forgotten, so the next `load()` tries again.
 */
export function chunk<M>(importModule: () => Promise<M>) {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importModule().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
